import { digitsFit, INT4_MAX, INT4_MIN, isInt4 } from './int-ranges';

describe('integer ranges of PostgreSQL columns', () => {
  it('accepts integers an int4 column holds and nothing else', () => {
    expect([0, 1, INT4_MAX, INT4_MIN].every(isInt4)).toBe(true);
    expect([INT4_MAX + 1, INT4_MIN - 1, 99_999_999_999, 1.5, 1e300, NaN, '1', null].some(isInt4)).toBe(false);
  });

  it('checks decimal digits against int4 and int8 exactly', () => {
    expect(digitsFit('2147483647', 'int4')).toBe(true);
    expect(digitsFit('2147483648', 'int4')).toBe(false);
    expect(digitsFit('9223372036854775807', 'int8')).toBe(true);
    expect(digitsFit('-9223372036854775808', 'int8')).toBe(true);
    expect(digitsFit('9223372036854775808', 'int8')).toBe(false);
    expect(digitsFit('1e3', 'int8')).toBe(false);
  });
});
