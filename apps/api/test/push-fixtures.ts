import { createECDH, createHmac, createDecipheriv, createPublicKey, ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Member } from './community-fixtures';

/** A browser's push keys: the P-256 pair whose public half is `p256dh`, and the 16-byte auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

export function subscribe(member: Member, endpoint: string, keys: BrowserKeys = browserKeys()) {
  return member.client.post('/api/push_subscriptions', { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

export interface ReceivedPush {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** Date.now() when it arrived. */
  at: number;
}

/** A push service on 127.0.0.1: records every request and answers each path with the status set for it (201 by default). */
export class LoopbackPushService {
  readonly received: ReceivedPush[] = [];
  private readonly answers = new Map<string, number>();
  private server!: Server;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        this.received.push({ method: req.method ?? '', path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
        res.writeHead(this.answers.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  endpoint(path: string, status?: number): string {
    if (status !== undefined) this.answers.set(`/${path}`, status);
    return `${this.origin}/${path}`;
  }

  to(path: string): ReceivedPush[] {
    return this.received.filter((r) => r.path === `/${path}`);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  }
}

const hmac = (key: Buffer, data: Buffer): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 8291 + RFC 8188 (one record): what the browser does with the body, using its private key. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = keys.ecdh.computeSecret(serverPublic);
  const authSecret = Buffer.from(keys.auth, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(authSecret, secret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** Reads `Authorization: vapid t=…, k=…`, checks the ES256 signature with `k`, answers the claims and `k`. */
export function verifiedVapid(header: string | undefined): { claims: VapidClaims; key: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, token, key] = match;
  const [head, payload, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as VapidClaims, key };
}
