import { scanJson } from './json-scan';

const bounds = { maxKeys: 3, maxDepth: 2 };

describe('scanJson', () => {
  it('accepts bodies within bounds, however strings are written', () => {
    expect(scanJson('{"a":1,"b":[1,2],"c":"x"}', bounds)).toBeNull();
    expect(scanJson('{"a:b:c:d":"{[{[:::","b":"\\":\\\\","c":"\\u005b"}', bounds)).toBeNull();
  });

  it('counts every key at any depth, duplicates included', () => {
    expect(scanJson('{"a":1,"a":1,"a":1,"a":1}', bounds)).toBe('too-many-keys');
    expect(scanJson('[{"a":1},{"b":1},{"c":1},{"d":1}]', bounds)).toBe('too-many-keys');
  });

  it('measures nesting of objects and arrays together', () => {
    expect(scanJson('[[1]]', bounds)).toBeNull();
    expect(scanJson('[{"a":[1]}]', bounds)).toBe('too-deep');
    expect(scanJson('['.repeat(100_000), bounds)).toBe('too-deep');
  });

  it('is not fooled by an escaped quote or backslash at the end of a string', () => {
    expect(scanJson('{"a":"\\\\"}', { maxKeys: 1, maxDepth: 1 })).toBeNull();
    expect(scanJson('{"a":"\\"{[:"}', { maxKeys: 1, maxDepth: 1 })).toBeNull();
  });

  it('finds the NUL escape in values and keys at any depth, and only that escape', () => {
    expect(scanJson('{"a":"x\\u0000"}', bounds)).toBe('nul');
    expect(scanJson('[["\\u0000"]]', bounds)).toBe('nul');
    expect(scanJson('{"\\u0000":1}', bounds)).toBe('nul');
    expect(scanJson('{"a":"\\\\u0000"}', bounds)).toBeNull();
    expect(scanJson('{"a":"\\u0001\\u00000"}', bounds)).toBe('nul');
    expect(scanJson('{"a":"\\u0100"}', bounds)).toBeNull();
  });
});
