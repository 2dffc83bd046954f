import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, Observable } from 'rxjs';
import { AppConfig } from '@app/server/core/config';
import { RawJson } from '@app/server/core/raw-json';

interface Entry {
  expiresAt: number;
  /**
   * The answer already serialised: a post page is ~600 KB of JSON, and stringifying it was most of a hit's
   * cost. A RawJson is kept as it is, so a hit is sent like a miss, with its compressed bytes kept (raw-json.ts).
   */
  json: Promise<RawJson | string>;
}

/** Beyond this many distinct URLs the expired entries are dropped, and if that is not enough, all. */
const MAX_ENTRIES = 5_000;

/**
 * Short-lived reuse of public read answers for visitors (VISITOR_CACHE_MS, off by default).
 *
 * Only callers without an account are served from it, and only routes whose answer depends on nothing
 * but the URL for them (no votes, visits, mutes or hidden posts), so one user's view can never reach
 * another. Concurrent misses of one URL share a single computation; failures are not kept.
 */
@Injectable()
export class VisitorCacheInterceptor implements NestInterceptor {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const ttl = this.config.visitorCacheMs;
    if (ttl <= 0 || request.method !== 'GET' || request.quorum?.userId !== null) return next.handle();
    // A string body keeps this content type; Express would otherwise send it as text/html.
    http.getResponse<Response>().type('application/json');
    const now = Date.now();
    const key = request.originalUrl;
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return from(cached.json);
    const json = lastValueFrom(next.handle()).then((answer) => (answer instanceof RawJson ? answer : JSON.stringify(answer)));
    this.remember(key, { expiresAt: now + ttl, json }, now);
    json.catch(() => {
      if (this.entries.get(key)?.json === json) this.entries.delete(key);
    });
    return from(json);
  }

  private remember(key: string, entry: Entry, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    }
    this.entries.set(key, entry);
  }
}
