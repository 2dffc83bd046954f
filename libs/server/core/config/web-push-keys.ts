import type { AppConfig } from './app-config';

export interface WebPushKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: what browsers take as `applicationServerKey`. */
  readonly publicKey: string;
  readonly privateKey: string;
  /** The VAPID contact (`mailto:` or `https:`). */
  readonly subject: string;
}

const decodedLength = (text: string): number => (/^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url').length : -1);

/**
 * The VAPID keys when push is on, else null. Push is on only with both keys present and of the right
 * shape (a 65-byte uncompressed public point, a 32-byte private scalar); anything else means push off:
 * `_initial.vapidPublicKey` is "" and nothing is enqueued (docs/api/push.md §1).
 */
export function webPushKeys(config: AppConfig): WebPushKeys | null {
  const { pushVapidPublicKey: publicKey, pushVapidPrivateKey: privateKey } = config;
  if (!publicKey || !privateKey) return null;
  if (decodedLength(publicKey) !== 65 || Buffer.from(publicKey, 'base64url')[0] !== 4 || decodedLength(privateKey) !== 32) return null;
  return { publicKey, privateKey, subject: config.pushSubject };
}
