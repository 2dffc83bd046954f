import { createDecipheriv, createECDH, createHmac, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 standing in for the browser vendor's (the api's own tests use the same idea,
 * apps/api/test/push-fixtures.ts): it keeps every message the worker sends, answers 201, and holds the
 * "browser's" keys so the test can decrypt what it received (RFC 8291 aes128gcm) and hand the payload on
 * to the service worker as the real push service would.
 */
export class LoopbackPushService {
  readonly received: Buffer[] = [];
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  private server!: Server;

  async start(): Promise<this> {
    this.ecdh.generateKeys();
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (part: Buffer) => chunks.push(part));
      req.on('end', () => {
        this.received.push(Buffer.concat(chunks));
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return this;
  }

  /** What `PushSubscription.toJSON()` gives in a browser subscribed to this service. */
  subscription(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    const { port } = this.server.address() as AddressInfo;
    return {
      endpoint: `http://127.0.0.1:${port}/push/e2e`,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') },
    };
  }

  /** RFC 8291 + RFC 8188 (one record): what the browser does with a message body. */
  decrypt(body: Buffer): string {
    const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
    const salt = body.subarray(0, 16);
    const idLength = body[20] ?? 0;
    const serverPublic = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    const secret = this.ecdh.computeSecret(serverPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverPublic, Buffer.from([1])]);
    const prk = hmac(salt, hmac(hmac(this.auth, secret), keyInfo));
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end > 0 && padded[end] === 0) end--;
    return padded.subarray(0, end).toString('utf8');
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  }
}
