import { describe, expect, it } from 'vitest';
import { canReport } from './report-state';

describe('canReport', () => {
  it('offers Report to everyone but the author, visitors included (they get the login prompt)', () => {
    expect(canReport({ id: 'u1' }, { authorId: 'u2' })).toBe(true);
    expect(canReport(null, { authorId: 'u2' })).toBe(true);
    expect(canReport({ id: 'u2' }, { authorId: 'u2' })).toBe(false);
  });
});
