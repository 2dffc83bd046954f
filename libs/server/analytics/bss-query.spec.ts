import { DomainError } from '@app/server/core/errors';
import { BSS_DEFAULT_LIMIT, parseBssQuery } from './bss-query';

const errorOf = (limit: unknown, next: unknown): string | null => {
  try {
    parseBssQuery(limit, next);
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.key : 'other';
  }
};

describe('parseBssQuery', () => {
  it('defaults when absent or empty', () => {
    expect(parseBssQuery(undefined, undefined)).toEqual({ limit: BSS_DEFAULT_LIMIT, next: null });
    expect(parseBssQuery('', '')).toEqual({ limit: BSS_DEFAULT_LIMIT, next: null });
  });

  it('reads integers', () => {
    expect(parseBssQuery('3', '1700000000')).toEqual({ limit: 3, next: 1700000000 });
    expect(parseBssQuery('1000', '0')).toEqual({ limit: 1000, next: 0 });
  });

  it('refuses what is not an integer of the range', () => {
    for (const limit of ['x', '1.5', '-1', '0', '1001', ' 5', '1e3', ['1', '2']]) expect(errorOf(limit, undefined)).toBe('INVALID_BSS_LIMIT');
    for (const next of ['x', '1.5', '-1', '99999999999999', '253402300800', ['1']]) expect(errorOf(undefined, next)).toBe('INVALID_NEXT_VALUE');
  });

  it('checks the limit before the cursor (docs/api/errors.md order)', () => {
    expect(errorOf('x', 'y')).toBe('INVALID_BSS_LIMIT');
  });
});
