import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
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

/**
 * A kept answer (apps/api http/raw-json.ts) asked twice as browsers ask and twice gzip only: the same
 * compressed bytes both times, their length sent, decoding to the identity answer.
 */
export async function expectKeptCompressedBytes(port: number, path: string): Promise<void> {
  const plain = await rawRequest(port, path, 'identity');
  expect({ path, encoding: plain.headers['content-encoding'] }).toEqual({ path, encoding: undefined });
  const [br, br2, gz, gz2] = [
    await rawRequest(port, path, 'gzip, deflate, br'),
    await rawRequest(port, path, 'gzip, deflate, br'),
    await rawRequest(port, path, 'gzip'),
    await rawRequest(port, path, 'gzip'),
  ];
  expect({ path, encodings: [br, br2, gz, gz2].map((r) => r.headers['content-encoding']) }).toEqual({ path, encodings: ['br', 'br', 'gzip', 'gzip'] });
  expect([Number(br.headers['content-length']), Number(gz.headers['content-length'])]).toEqual([br.body.length, gz.body.length]);
  expect(br2.body.equals(br.body) && gz2.body.equals(gz.body)).toBe(true);
  expect(decode('br', br.body).equals(plain.body)).toBe(true);
  expect(decode('gzip', gz.body).equals(plain.body)).toBe(true);
}

/** The very module object the api's code calls (an ES `import *` would be a copy, which a spy would miss). */
const zlib = createRequire(__filename)('node:zlib') as typeof import('node:zlib');

/** The one-call compressions (`brotliCompressSync`, `gzipSync`) the api made while `act` ran. */
export async function oneCallCompressions(act: () => Promise<void>): Promise<{ brotli: number; gzip: number }> {
  const brotli = jest.spyOn(zlib, 'brotliCompressSync');
  const gzip = jest.spyOn(zlib, 'gzipSync');
  try {
    await act();
    return { brotli: brotli.mock.calls.length, gzip: gzip.mock.calls.length };
  } finally {
    brotli.mockRestore();
    gzip.mockRestore();
  }
}
