import { Injectable } from '@nestjs/common';
import { isIP } from 'node:net';
import { addAbortSignal, pipeline, Readable } from 'node:stream';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import { AppConfig } from '@app/server/core/config';
import { classifyAddress } from './address-policy';
import { checkFetchUrl, hostOf, UrlRefusal } from './fetch-url';
import { HostResolver, ResolvedAddress } from './host-resolver';
import { PinnedHttpClient, PinnedResponse } from './pinned-http-client';

/** Desktop Firefox, as upstream sends (docs/api/rules.md §14). */
export const FETCH_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:94.0) Gecko/20100101 Firefox/94.0';
export const FETCH_DEADLINE_MS = 5000;
export const MAX_REDIRECTS = 3;
export const MAX_HTML_BYTES = 2 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface FetchOptions {
  /** Largest body accepted, counted after decompression while it streams in. */
  readonly maxBytes: number;
  /** Media types (`text/html`, `image/*`, `*\/*`); the response's type must match one. */
  readonly acceptContentTypes: readonly string[];
  /** Whole-fetch deadline: every lookup, connection, redirect and the body. */
  readonly deadlineMs?: number;
  /** Ends the fetch early (e.g. the HTTP client went away). */
  readonly signal?: AbortSignal;
}

export interface FetchedResource {
  readonly ok: true;
  readonly finalUrl: string;
  readonly status: number;
  /** The media type alone, lower case (`text/html`); '' when absent. */
  readonly contentType: string;
  /** The `charset` parameter of Content-Type, if any. */
  readonly charset: string | undefined;
  readonly body: Buffer;
}

export type FetchFailureReason =
  | UrlRefusal
  | 'forbidden-address'
  | 'dns-failed'
  | 'too-many-redirects'
  | 'bad-redirect'
  | 'unaccepted-content-type'
  | 'unsupported-encoding'
  | 'too-large'
  | 'timeout'
  | 'network-error';

export interface FetchFailure {
  readonly ok: false;
  readonly reason: FetchFailureReason;
  /** The URL of the hop that failed. */
  readonly url: string;
}

export type FetchResult = FetchedResource | FetchFailure;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A failure inside one fetch; converted to a FetchFailure at the edge of `fetch`. */
class Refused extends Error {
  constructor(readonly reason: FetchFailureReason) {
    super(reason);
  }
}

/**
 * The only code in the server that fetches other sites (docs/api-notes.md "Fetching other sites"): http(s) on
 * ports 80/443; every address of a host must be public before anything connects, and the connection
 * is pinned to the checked address; at most 3 redirects, each checked the same way; one deadline over
 * the whole fetch; bodies capped while they stream; no cookies. Never throws: failures are values.
 * `LINKS_ALLOW_PRIVATE_ADDRESSES` (tests, development) lifts the address and port rules only.
 */
@Injectable()
export class SafeFetcher {
  constructor(
    private readonly config: AppConfig,
    private readonly resolver: HostResolver,
    private readonly http: PinnedHttpClient,
  ) {}

  async fetch(input: string | URL, options: FetchOptions): Promise<FetchResult> {
    const deadline = AbortSignal.timeout(options.deadlineMs ?? FETCH_DEADLINE_MS);
    const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
    let url = String(input);
    try {
      for (let redirects = 0; ; redirects++) {
        const { target, checked } = await this.check(url, signal);
        url = checked.href;
        const res = await untilAborted(this.http.open({ url: checked, target, headers: REQUEST_HEADERS, signal }), signal);
        const location = REDIRECTS.has(res.status) ? res.headers.location : undefined;
        if (location === undefined) return await this.read(res, checked, options, signal);
        res.body.destroy();
        if (redirects === MAX_REDIRECTS) throw new Refused('too-many-redirects');
        url = nextUrl(location, checked);
      }
    } catch (error) {
      const reason = error instanceof Refused ? error.reason : deadline.aborted ? 'timeout' : 'network-error';
      return { ok: false, reason, url };
    }
  }

  /** Scheme, port and every resolved address of one hop, before any connection. */
  private async check(url: string, signal: AbortSignal): Promise<{ checked: URL; target: ResolvedAddress }> {
    const allowPrivate = this.config.linksAllowPrivateAddresses;
    const parsed = checkFetchUrl(url, allowPrivate);
    if (!parsed.ok) throw new Refused(parsed.reason);
    const host = hostOf(parsed.url);
    const family = isIP(host);
    const addresses = family ? [{ address: host, family: family as 4 | 6 }] : await untilAborted(this.lookup(host), signal);
    if (!addresses.length) throw new Refused('dns-failed');
    if (!allowPrivate && addresses.some((a) => classifyAddress(a.address) !== 'public')) throw new Refused('forbidden-address');
    return { checked: parsed.url, target: addresses[0] };
  }

  private async lookup(host: string): Promise<ResolvedAddress[]> {
    try {
      return await this.resolver.resolve(host);
    } catch {
      throw new Refused('dns-failed');
    }
  }

  private async read(res: PinnedResponse, url: URL, options: FetchOptions, signal: AbortSignal): Promise<FetchedResource> {
    const [mediaType, ...params] = String(res.headers['content-type'] ?? '').split(';');
    const contentType = mediaType.trim().toLowerCase();
    if (!accepts(options.acceptContentTypes, contentType)) {
      res.body.destroy();
      throw new Refused('unaccepted-content-type');
    }
    if (Number(res.headers['content-length']) > options.maxBytes) {
      res.body.destroy();
      throw new Refused('too-large');
    }
    const body = await readCapped(decoded(res), options.maxBytes, signal);
    const charset = params.map((p) => p.trim().match(/^charset\s*=\s*"?([^";\s]+)"?$/i)?.[1]).find(Boolean);
    return { ok: true, finalUrl: url.href, status: res.status, contentType, charset: charset?.toLowerCase(), body };
  }
}

/** No cookies, no credentials: the same headers on every hop. */
const REQUEST_HEADERS = {
  'User-Agent': FETCH_USER_AGENT,
  Accept: 'text/html,application/xhtml+xml,image/avif,image/webp,image/*;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
  'Accept-Language': 'en-US,en;q=0.5',
};

function nextUrl(location: string | string[], base: URL): string {
  try {
    return new URL(String(location), base).href;
  } catch {
    throw new Refused('bad-redirect');
  }
}

export function accepts(accepted: readonly string[], contentType: string): boolean {
  return accepted.some((pattern) => {
    const wanted = pattern.toLowerCase();
    if (wanted === '*/*') return true;
    if (!contentType) return false;
    return wanted.endsWith('/*') ? contentType.startsWith(wanted.slice(0, -1)) : contentType === wanted;
  });
}

/** The body as sent before any content coding; the cap counts these bytes (a small gzip cannot hide a huge page). */
function decoded(res: PinnedResponse): Readable {
  const coding = String(res.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const noop = () => undefined;
  if (coding === 'identity' || coding === '') return res.body;
  if (coding === 'gzip' || coding === 'x-gzip' || coding === 'deflate') return pipeline(res.body, createUnzip(), noop);
  if (coding === 'br') return pipeline(res.body, createBrotliDecompress(), noop);
  res.body.destroy();
  throw new Refused('unsupported-encoding');
}

/** Reads at most `maxBytes`; one byte more ends the transfer. Content-Length is not trusted. */
async function readCapped(stream: Readable, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  addAbortSignal(signal, stream);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      stream.destroy();
      throw new Refused('too-large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** Name lookups cannot be cancelled; the fetch stops waiting for them at the deadline. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
