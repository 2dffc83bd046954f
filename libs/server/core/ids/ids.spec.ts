import { isId, newId, newPublicId } from './ids';

describe('ids', () => {
  it('makes 24-hex ids whose string order is creation order, even within one millisecond', () => {
    const at = new Date('2024-05-01T12:00:00Z');
    const ids = Array.from({ length: 100 }, () => newId(at));
    expect(ids.every(isId)).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(100);
    expect(BigInt(`0x${newId(new Date('2030-01-01T00:00:00Z')).slice(0, 16)}`)).toBe(BigInt(Date.parse('2030-01-01T00:00:00Z')) * 1_000_000n);
  });

  it('makes 8-character public ids from [0-9A-Za-z_]', () => {
    for (let i = 0; i < 50; i++) expect(newPublicId()).toMatch(/^[0-9A-Za-z_]{8}$/);
  });
});
