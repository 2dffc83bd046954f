import { isIP } from 'node:net';

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 8 * 1024 * 1024;

export interface TorListLimits {
  /** Whole download: connection, redirects and body. */
  readonly timeoutMs: number;
  /** Largest list accepted, counted after decompression while it streams in. */
  readonly maxBytes: number;
}

/**
 * Downloads the Tor exit list (one address a line, `#` comments allowed) from the operator's configured
 * URL. Throws on any failure, so the caller keeps the list it had. The URL is the operator's, not a
 * user's, so any address is allowed; the body is still capped while it streams: a hostile or broken list
 * host (or a small gzip answer that inflates to gigabytes) must not fill the api's memory.
 */
export async function downloadTorExitList(url: string, limits: TorListLimits = { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES }): Promise<Set<string>> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const res = await fetch(url, { signal, redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`Tor exit list: ${url} answered ${res.status}`);
  const text = await readCapped(res.body, limits.maxBytes, url);
  const addresses = new Set<string>();
  for (const line of text.split('\n')) {
    const address = line.trim();
    if (address && !address.startsWith('#') && isIP(address)) addresses.add(address);
  }
  return addresses;
}

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number, url: string): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Error(`Tor exit list: ${url} is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}
