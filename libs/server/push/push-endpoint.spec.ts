import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { loadConfig, webPushKeys } from '@app/server/core/config';
import { testConfig, TEST_VAPID_KEYS } from '@app/server/core/testing';
import { checkEndpoint, checkSubscription, isPublicPushHost } from './push-endpoint';
import { PushTransport, ResolveAll } from './push-transport';

const p256dh = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
})();
const auth = randomBytes(16).toString('base64url');

describe('checkEndpoint', () => {
  it('takes https push services on the default port', () => {
    expect(checkEndpoint('https://fcm.googleapis.com/fcm/send/abc:def', false)?.hostname).toBe('fcm.googleapis.com');
    expect(checkEndpoint('https://updates.push.services.mozilla.com/wpush/v2/gAAA', false)).not.toBeNull();
    expect(checkEndpoint('https://8.8.8.8/x', false)).not.toBeNull();
  });

  it.each([
    'http://push.example.com/x',
    'https://push.example.com:444/x',
    'https://127.0.0.1/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[fd00::1]/x',
    'https://192.168.1.1/x',
    'https://localhost/x',
    'https://a.localhost/x',
    'https://printer/x',
    'https://localhost./x',
    'https://LOCALHOST/x',
    'https://push.localhost./x',
    'https://localhost.localdomain/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://printer.local/x',
    'https://router.home.arpa/x',
    'https://1.0.0.127.in-addr.arpa/x',
    'https://nas.lan/x',
    'https://printer./x',
    'https://[::ffff:7f00:1]/x',
    'https://[64:ff9b::a00:1]/x',
    'https://u@push.example.com/x',
    'javascript:alert(1)',
  ])('refuses %s in production', (url) => {
    expect(checkEndpoint(url, false)).toBeNull();
  });

  it('with PUSH_ALLOW_PRIVATE_ADDRESSES takes http and loopback on any port, still not other schemes', () => {
    expect(checkEndpoint('http://127.0.0.1:5000/x', true)).not.toBeNull();
    expect(checkEndpoint('ftp://127.0.0.1/x', true)).toBeNull();
  });
});

describe('checkSubscription', () => {
  it('normalises padded keys and refuses wrong lengths or a point off the curve', () => {
    expect(checkSubscription('https://push.example.com/x', `${p256dh}=`, `${auth}==`, false)).toEqual({ endpoint: 'https://push.example.com/x', p256dh, auth });
    const off = Buffer.from(p256dh, 'base64url');
    off[40] ^= 0xff;
    expect(checkSubscription('https://push.example.com/x', off.toString('base64url'), auth, false)).toBeNull();
    expect(checkSubscription('https://push.example.com/x', p256dh, auth.slice(2), false)).toBeNull();
    expect(checkSubscription('https://push.example.com/x', p256dh.replace(/^./, '+'), auth, false)).toBeNull();
  });
});

describe('webPushKeys', () => {
  it('is on only with a well-formed pair', () => {
    expect(webPushKeys(testConfig('postgres://x/y'))).toEqual({ ...TEST_VAPID_KEYS, subject: 'mailto:test@localhost' });
    expect(webPushKeys(testConfig('postgres://x/y', { pushVapidPublicKey: undefined, pushVapidPrivateKey: undefined }))).toBeNull();
    expect(webPushKeys(testConfig('postgres://x/y', { pushVapidPublicKey: 'x', pushVapidPrivateKey: 'y' }))).toBeNull();
    expect(webPushKeys(testConfig('postgres://x/y', { pushVapidPrivateKey: TEST_VAPID_KEYS.publicKey }))).toBeNull();
  });

  it('refuses private push endpoints and a bad subject in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_ALLOW_PRIVATE_ADDRESSES: 'true' })).toThrow(/PUSH_ALLOW_PRIVATE_ADDRESSES/);
    expect(() => loadConfig({ PUSH_SUBJECT: 'admin@example.com' })).toThrow(/PUSH_SUBJECT/);
  });
});

describe('PushTransport', () => {
  it('never connects to loopback, by address or by a name resolving there, unless allowed', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.writeHead(201).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    const request = (host: string) => ({ endpoint: `http://${host}:${port}/x`, method: 'POST', headers: { TTL: 30 }, body: Buffer.from('x') });
    const strict = new PushTransport(testConfig('postgres://x/y'));
    const open = new PushTransport(testConfig('postgres://x/y', { pushAllowPrivateAddresses: true }));
    try {
      expect(await strict.send(request('127.0.0.1'))).toEqual({ ok: false, reason: 'forbidden-address' });
      expect(await strict.send(request('localhost'))).toEqual({ ok: false, reason: 'forbidden-address' });
      expect(hits).toBe(0);
      expect(await open.send(request('127.0.0.1'))).toEqual({ ok: true, status: 201 });
      expect(hits).toBe(1);
    } finally {
      strict.onModuleDestroy();
      open.onModuleDestroy();
      server.close();
    }
  });
});

describe('PushTransport and the subscription check', () => {
  it('refuse the same hosts with one function, before any name lookup', async () => {
    const asked: string[] = [];
    class PublicDns extends PushTransport {
      protected override readonly resolveAll: ResolveAll = async (hostname) => {
        asked.push(hostname);
        return [{ address: '93.184.216.34', family: 4 }];
      };
    }
    const transport = new PublicDns(testConfig('postgres://x/y'));
    const send = (endpoint: string) => transport.send({ endpoint, method: 'POST', headers: { TTL: 30 }, body: Buffer.from('x') });
    try {
      for (const endpoint of [
        'https://localhost./x',
        'https://a.localhost/x',
        'https://metadata.google.internal/x',
        'https://printer.local/x',
        'https://printer/x',
        'https://[fd00::1]/x',
      ]) {
        expect(checkEndpoint(endpoint, false)).toBeNull();
        expect(isPublicPushHost(new URL(endpoint))).toBe(false);
        expect(await send(endpoint)).toEqual({ ok: false, reason: 'forbidden-address' });
      }
      expect(asked).toEqual([]);
      expect(isPublicPushHost(new URL('https://fcm.googleapis.com./fcm/send/x'))).toBe(true);
    } finally {
      transport.onModuleDestroy();
    }
  });
});

describe('PushTransport deadline', () => {
  it('ends a push service that drips its answer byte by byte at the whole-request deadline', async () => {
    // Found by the SSRF corpus: the socket's idle timeout never fired while a byte came every 200 ms.
    const server = createServer((_req, res) => {
      res.writeHead(201);
      const timer = setInterval(() => res.write('a'), 200);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    class ShortDeadline extends PushTransport {
      protected override readonly deadlineMs = 800;
    }
    const transport = new ShortDeadline(testConfig('postgres://x/y', { pushAllowPrivateAddresses: true }));
    try {
      const started = Date.now();
      expect(await transport.send({ endpoint: `http://127.0.0.1:${port}/x`, method: 'POST', headers: { TTL: 30 }, body: Buffer.from('x') })).toEqual({
        ok: false,
        reason: 'timeout',
      });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      transport.onModuleDestroy();
      server.closeAllConnections();
      server.close();
    }
  });
});
