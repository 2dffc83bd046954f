import { LruCache } from './lru-cache';

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
});
