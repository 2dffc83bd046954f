import { Injectable } from '@nestjs/common';
import { IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { hostOf } from './fetch-url';
import { ResolvedAddress } from './host-resolver';

export interface PinnedRequest {
  readonly url: URL;
  /** The address already checked; the connection goes there whatever DNS says now. */
  readonly target: ResolvedAddress;
  readonly headers: Readonly<Record<string, string>>;
  readonly signal: AbortSignal;
}

export interface PinnedResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Readable;
}

/**
 * One GET to a checked address (the one HTTP adapter). Host header and TLS server name stay the
 * URL's host; a fresh connection per request (no agent pool), no redirects followed here.
 */
@Injectable()
export class PinnedHttpClient {
  open({ url, target, headers, signal }: PinnedRequest): Promise<PinnedResponse> {
    const host = hostOf(url);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(
        {
          protocol: url.protocol,
          hostname: host,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          headers,
          agent: false,
          signal,
          lookup: pinnedLookup(target),
          ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
        },
        (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
      );
      req.on('error', reject);
      req.end();
    });
  }
}

/** A `lookup` that answers every query with the checked address (both callback shapes of net.connect). */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}
