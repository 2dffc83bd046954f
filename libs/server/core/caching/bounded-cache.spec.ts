import { boundedCache } from './bounded-cache';

describe('boundedCache', () => {
  it('drops the least recently used entries beyond its byte bound', () => {
    const cache = boundedCache<string>({ maxBytes: 10, sizeOf: (v) => v.length });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['aaaa', 'cccc']);
    expect(cache.calculatedSize).toBe(8);
  });

  it('replaces an entry in place of its size, and never keeps a value larger than the bound', () => {
    const cache = boundedCache<string>({ maxBytes: 10, sizeOf: (v) => v.length });
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect(cache.calculatedSize).toBe(6);
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaaaa');
  });

  it('holds nothing with a bound of 0 bytes (JSON_CACHE_MB=0)', () => {
    const cache = boundedCache<string>({ maxBytes: 0, sizeOf: (v) => v.length });
    cache.set('a', '');
    cache.set('b', 'bbbb');
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('bounds entries, and expires them after ttlMs', async () => {
    const cache = boundedCache<number>({ maxEntries: 2, ttlMs: 40 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('b')).toBeUndefined();
  });

  it('refuses a cache without a bound', () => {
    expect(() => boundedCache<string>({})).toThrow('every cache needs a bound');
  });
});
