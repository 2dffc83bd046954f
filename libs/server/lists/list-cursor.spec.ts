import { DomainError } from '@app/server/core/errors';
import { decodeItemsCursor, encodeItemsCursor } from './list-cursor';
import type { ListItemRecord } from './list.types';

const item: ListItemRecord = {
  id: 1234,
  listId: 100000,
  targetType: 'post',
  targetId: '17f2a0c1b3d4e5f600112233',
  createdAt: new Date('2024-05-01T12:34:56Z'),
};

describe('list items cursor', () => {
  it('round-trips the added time and item id for the added sorts', () => {
    const raw = encodeItemsCursor('addedDsc', item);
    expect(raw).toBe(`${Date.parse('2024-05-01T12:34:56Z') / 1000}.1234`);
    expect(decodeItemsCursor('addedAsc', raw)).toEqual({ kind: 'added', at: item.createdAt, id: 1234 });
  });

  it("accepts upstream's bare seconds", () => {
    expect(decodeItemsCursor('addedDsc', '1714566896')).toEqual({ kind: 'added', at: new Date(1714566896000), id: null });
  });

  it('uses the target id for the created sorts', () => {
    expect(encodeItemsCursor('createdDsc', item)).toBe(item.targetId);
    expect(decodeItemsCursor('createdAsc', item.targetId)).toEqual({ kind: 'created', targetId: item.targetId });
  });

  it.each([
    ['addedDsc', 'abc'],
    ['addedDsc', '1.2.3'],
    ['addedDsc', '-5'],
    ['addedDsc', '1714566896.0'],
    ['addedDsc', '1714566896.99999999999'],
    ['addedAsc', item.targetId],
    ['createdDsc', '1714566896'],
    ['createdAsc', 'ZZZZ'],
  ] as const)('refuses %s cursor %s with invalid_cursor', (sort, raw) => {
    expect(() => decodeItemsCursor(sort, raw)).toThrow(expect.objectContaining({ key: 'INVALID_CURSOR' }) as unknown as DomainError);
  });
});
