import { isIP } from 'node:net';

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * Downloads the Tor exit list (one address a line, `#` comments allowed) from the operator's configured
 * URL. Throws on any failure, so the caller keeps the list it had.
 */
export async function downloadTorExitList(url: string): Promise<Set<string>> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok) throw new Error(`Tor exit list: ${url} answered ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_BYTES) throw new Error(`Tor exit list: ${url} is larger than ${MAX_BYTES} bytes`);
  const addresses = new Set<string>();
  for (const line of text.split('\n')) {
    const address = line.trim();
    if (address && !address.startsWith('#') && isIP(address)) addresses.add(address);
  }
  return addresses;
}
