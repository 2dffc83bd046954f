import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { boundedCache } from '@app/server/core/caching';
import { AppConfig } from '@app/server/core/config';
import { RawJson } from '@app/server/core/raw-json';

/**
 * The answer already serialised: a post page is ~600 KB of JSON, and stringifying it was most of a hit's
 * cost. A RawJson is kept as it is, so a hit is sent like a miss, with its compressed bytes kept (raw-json.ts).
 */
type Entry = Promise<RawJson | string>;

/** Distinct URLs held; the least recently used go first. */
const MAX_ENTRIES = 5_000;

/**
 * Short-lived reuse of public read answers for visitors (VISITOR_CACHE_MS, off by default).
 *
 * Only callers without an account are served from it, and only routes whose answer depends on nothing
 * but the URL for them (no votes, visits, mutes or hidden posts), so one user's view can never reach
 * another. Concurrent misses of one URL share a single computation; failures are not kept.
 *
 * The routes call it themselves rather than through an interceptor: with the cache off (the default) it is
 * `compute()` and nothing more, where an interceptor costs Nest's rxjs chain on every request of the
 * hottest routes (docs/performance.md, "Per-request framework cost on the feeds").
 */
@Injectable()
export class VisitorCache {
  private readonly entries;

  constructor(private readonly config: AppConfig) {
    this.entries = boundedCache<Entry>({ maxEntries: MAX_ENTRIES, ttlMs: Math.max(1, config.visitorCacheMs) });
  }

  /** The answer `compute` gives, or for a visitor the one given for the same URL less than VISITOR_CACHE_MS ago. */
  answer<T>(request: Request, compute: () => Promise<T>): Promise<T | string> {
    const ttl = this.config.visitorCacheMs;
    if (ttl <= 0 || request.method !== 'GET' || request.quorum?.userId !== null) return compute();
    // A string body keeps this content type; Express would otherwise send it as text/html.
    request.res?.type('application/json');
    const key = request.originalUrl;
    const cached = this.entries.get(key);
    // What this route's `compute` gave for this URL, so of its type (a RawJson kept as it is, or the JSON text).
    if (cached) return cached as Promise<T | string>;
    const json = compute().then((answer) => (answer instanceof RawJson ? answer : JSON.stringify(answer)));
    this.entries.set(key, json);
    json.catch(() => {
      if (this.entries.get(key) === json) this.entries.delete(key);
    });
    return json as Promise<T | string>;
  }
}
