import { LRUCache } from 'lru-cache';

/**
 * Every in-process cache of the server is made here, so each has a bound and all share one library
 * (`lru-cache`) and one invalidation story: an entry is keyed or checked on what changes (a row's version, a
 * file's modification time, a Buffer's identity), or dropped by the code that makes the change, or expires
 * (`ttlMs`). docs/architecture.md, "In-process caches", lists each cache, its bound and how it learns of a change.
 */
export interface BoundedCacheOptions<V> {
  /** Bound in entries. */
  maxEntries?: number;
  /** Bound in bytes as `sizeOf` measures them; 0 keeps nothing (a `*_CACHE_MB` of 0). */
  maxBytes?: number;
  sizeOf?: (value: V, key: string) => number;
  /** Entries older than this are misses (checked on read, no timers). */
  ttlMs?: number;
}

export type BoundedCache<V extends object | string | boolean | number> = LRUCache<string, V>;

export function boundedCache<V extends object | string | boolean | number>(options: BoundedCacheOptions<V>): BoundedCache<V> {
  if (options.maxEntries === undefined && options.maxBytes === undefined) throw new Error('every cache needs a bound');
  const off = options.maxBytes === 0;
  const settings: LRUCache.Options<string, V, unknown> = {} as LRUCache.Options<string, V, unknown>;
  if (options.maxEntries !== undefined) settings.max = options.maxEntries;
  if (options.maxBytes !== undefined) {
    const sizeOf = options.sizeOf;
    if (!sizeOf) throw new Error('a cache bounded in bytes needs sizeOf');
    // lru-cache refuses a size bound of 0: an "off" cache gets a bound of 1 byte that no entry fits in.
    settings.maxSize = off ? 1 : options.maxBytes;
    settings.sizeCalculation = off ? () => 2 : (value, key) => Math.max(1, Math.ceil(sizeOf(value, key)));
  }
  if (options.ttlMs !== undefined) {
    settings.ttl = options.ttlMs;
    settings.updateAgeOnGet = false;
  }
  return new LRUCache<string, V>(settings);
}

/** A bound given in MB (the `*_CACHE_MB` settings), in bytes. */
export function megabytes(mb: number): number {
  return mb * 1024 * 1024;
}
