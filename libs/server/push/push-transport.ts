import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { lookup as dnsLookup, LookupAddress, LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { LookupFunction } from 'node:net';
import { AppConfig } from '@app/server/core/config';
import { classifyAddress } from '@app/server/link-preview';
import { isPublicPushHost } from './push-endpoint';
import { PUSH_REQUEST_TIMEOUT_MS } from './push.types';

/** What web-push's `generateRequestDetails` gives: the encrypted, VAPID-signed request. */
export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export type PushAnswer = { ok: true; status: number } | { ok: false; reason: 'forbidden-address' | 'network-error' | 'timeout' };

/** Answers of push services are tiny; a longer one is not read past this. */
const MAX_ANSWER_BYTES = 64 * 1024;

class ForbiddenAddress extends Error {
  readonly code = 'EFORBIDDENADDRESS';
}

/** Every address of a host name. The system resolver in production; tests answer as a hostile DNS would. */
export type ResolveAll = (hostname: string, family: LookupAllOptions['family']) => Promise<LookupAddress[]>;

const systemResolveAll: ResolveAll = (hostname, family) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, family }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/**
 * Sends push requests over kept-alive connections (one pool per process, shared by every delivery to
 * the same push service). Each new connection's host name is resolved by `lookup` below, which refuses
 * the whole name when any of its addresses is not public and hands Node the checked address, so the
 * connection goes exactly where the check looked (no DNS rebinding). PUSH_ALLOW_PRIVATE_ADDRESSES
 * lifts the address rule (tests, development).
 */
@Injectable()
export class PushTransport implements OnModuleDestroy {
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64 });
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  /** Name lookups of new connections (a seam for the SSRF corpus, apps/api/test/security). */
  protected readonly resolveAll: ResolveAll = systemResolveAll;
  /**
   * Whole-request deadline. The socket's idle timeout alone lets a service that drips one byte every
   * few seconds hold a delivery (and a worker slot) for ever.
   */
  protected readonly deadlineMs: number = PUSH_REQUEST_TIMEOUT_MS;

  constructor(private readonly config: AppConfig) {}

  onModuleDestroy(): void {
    this.httpsAgent.destroy();
    this.httpAgent.destroy();
  }

  send(request: PushRequest): Promise<PushAnswer> {
    const url = new URL(request.endpoint);
    const allowPrivate = this.config.pushAllowPrivateAddresses;
    // The subscription's own check, again: Node never calls `lookup` for an address literal, and a
    // name of a private network is refused whatever it resolves to.
    if (!allowPrivate && !isPublicPushHost(url)) return Promise.resolve({ ok: false, reason: 'forbidden-address' });
    const secure = url.protocol === 'https:';
    const options: https.RequestOptions = {
      method: request.method,
      headers: request.headers,
      agent: secure ? this.httpsAgent : this.httpAgent,
      lookup: allowPrivate ? undefined : publicOnlyLookup(this.resolveAll),
      timeout: PUSH_REQUEST_TIMEOUT_MS,
    };
    return new Promise<PushAnswer>((settle) => {
      const deadline = setTimeout(() => {
        req.destroy();
        resolve({ ok: false, reason: 'timeout' });
      }, this.deadlineMs);
      const resolve = (answer: PushAnswer) => {
        clearTimeout(deadline);
        settle(answer);
      };
      const req = (secure ? https : http).request(url, options, (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        res.on('end', () => resolve({ ok: true, status: res.statusCode ?? 0 }));
        res.on('close', () => resolve({ ok: true, status: res.statusCode ?? 0 }));
      });
      req.on('timeout', () => {
        req.destroy();
        resolve({ ok: false, reason: 'timeout' });
      });
      req.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ ok: false, reason: error.code === 'EFORBIDDENADDRESS' ? 'forbidden-address' : 'network-error' }),
      );
      req.end(request.body ?? undefined);
    });
  }
}

/**
 * `net`'s lookup contract, both forms (`all: true` when Node tries several addresses). The check and the
 * address Node connects to come from the same answer, so a name cannot change between the two.
 */
const publicOnlyLookup =
  (resolveAll: ResolveAll): LookupFunction =>
  (hostname, options, callback) => {
    resolveAll(hostname, options.family).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some((a) => classifyAddress(a.address) !== 'public')) {
          return callback(new ForbiddenAddress(`${hostname} resolves to a non-public address`), '', 4);
        }
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        return callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
