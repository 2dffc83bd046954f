import { LruCache, megabytes } from './lru-cache';

describe('LruCache', () => {
  it('drops the least recently used entries beyond its byte bound', () => {
    const cache = new LruCache<string>(10, (v) => v.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['aaaa', 'cccc']);
    expect(cache.totalBytes).toBe(8);
  });

  it('replaces an entry in place of its size, and never keeps a value larger than the bound', () => {
    const cache = new LruCache<string>(10, (v) => v.length);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect(cache.totalBytes).toBe(6);
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaaaa');
    cache.clear();
    expect([cache.size, cache.totalBytes]).toEqual([0, 0]);
  });

  it('holds nothing with a bound of 0 (JSON_CACHE_MB=0)', () => {
    const cache = new LruCache<string>(0, (v) => v.length + 1);
    cache.set('a', '');
    expect(cache.get('a')).toBeUndefined();
  });

  it('leaves a hit in the newer half in place and moves one from the older half, so the oldest untouched entry goes first', () => {
    const cache = new LruCache<string>(8, (v) => v.length);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.set(key, 'x');
    // 'g' is in the newer half: a hit keeps it where it is. 'a' and 'b' are the oldest: hits move them to the end.
    expect([cache.get('g'), cache.get('a'), cache.get('b')]).toEqual(['x', 'x', 'x']);
    cache.set('i', 'x');
    cache.set('j', 'x');
    cache.set('k', 'x');
    // Out went c, d and e (untouched and oldest), not a or b, which were used.
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'].filter((key) => cache.get(key) !== undefined)).toEqual([
      'a',
      'b',
      'f',
      'g',
      'h',
      'i',
      'j',
      'k',
    ]);
  });

  it('is LRU only to within the newer half: a hit there does not move the entry (the price of not reordering on every hit)', () => {
    const cache = new LruCache<string>(8, (v) => v.length);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.set(key, 'x');
    expect(cache.get('e')).toBe('x');
    for (const key of ['i', 'j', 'k', 'l', 'm']) cache.set(key, 'x');
    // Strict LRU would have dropped f before e; here e, hit while it was among the newest half, goes first.
    expect(['e', 'f', 'g', 'h'].map((key) => cache.get(key) !== undefined)).toEqual([false, true, true, true]);
  });

  it('takes its bound from the MB settings in bytes', () => {
    expect(megabytes(64)).toBe(67_108_864);
    expect(megabytes(0)).toBe(0);
  });
});
