import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TestApi } from './harness';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** Starts the test api's server on a free port, for requests whose bytes are read as sent. */
export async function listen(api: TestApi): Promise<number> {
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  return (api.server.address() as AddressInfo).port;
}

/** The answer's raw bytes and headers, as sent (supertest and fetch would decode the body). */
export function rawRequest(port: number, path: string, acceptEncoding: string, method: 'GET' | 'HEAD' = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string | undefined>, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The identity bytes of a br, gzip or unencoded body. */
export const decode = (encoding: string | undefined, body: Buffer): Buffer =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
