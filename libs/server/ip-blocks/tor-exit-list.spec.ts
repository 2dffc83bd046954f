import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { downloadTorExitList } from './tor-exit-list';

describe('downloadTorExitList', () => {
  let server: Server;
  let base = '';
  // 32 MiB of address-like lines in a few hundred KiB of gzip.
  const bomb = gzipSync(Buffer.from('1.2.3.4\n'.repeat(4 * 1024 * 1024)));

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/list') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('# exits\n1.2.3.4\n2001:db8::1\nnot an address\n');
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(bomb);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('reads the addresses of a list', async () => {
    expect(await downloadTorExitList(`${base}/list`)).toEqual(new Set(['1.2.3.4', '2001:db8::1']));
  });

  it('stops reading a list past the cap while it streams, counted after decompression', async () => {
    // Found by the SSRF corpus: the whole answer was read (and inflated) before its size was checked.
    await expect(downloadTorExitList(`${base}/bomb`, { timeoutMs: 5000, maxBytes: 1024 * 1024 })).rejects.toThrow(/larger than 1048576 bytes/);
  });
});
