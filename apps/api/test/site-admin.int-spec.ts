import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IpBlocksService } from '@app/server/ip-blocks';
import { insertComments, insertPost } from './comment-fixtures';
import { createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi, TestClient } from './harness';
import { errorBody } from './support/error-body';

const TOR_EXIT = '10.66.0.7';
const BLOCKED_PAGE_TEXT = 'Suspicious activity detected. Blocked.';

let api: TestApi;
let admin: Member;
let user: Member;
let torListServer: Server;
let torListHits = 0;
let torList = `# exit addresses\n${TOR_EXIT}\n2001:db8::7\n`;

beforeAll(async () => {
  torListServer = createServer((_req, res) => {
    torListHits++;
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end(torList);
  });
  await new Promise<void>((done) => torListServer.listen(0, '127.0.0.1', done));
  const { port } = torListServer.address() as AddressInfo;
  api = await TestApi.start({ rateLimitsEnabled: false, torExitListUrl: `http://127.0.0.1:${port}/torbulkexitlist` });
  admin = await makeAdmin(api, await signUp(api));
  user = await signUp(api);
});

afterAll(async () => {
  await api.close();
  await new Promise((done) => torListServer.close(done));
});

const isBlockedPage = (res: { status: number; text: string; headers: Record<string, string> }) =>
  res.status === 403 && res.headers['content-type']?.startsWith('text/html') && res.text.includes(BLOCKED_PAGE_TEXT);

describe('GET /api/users', () => {
  it('pages every account newest first, 100 a page, as admins see them (deleted unghosted, sentinels included)', async () => {
    await api.db.query(
      `INSERT INTO users (id, username, password_hash, email, created_ip, last_seen_ip, deleted_at)
       SELECT lpad(to_hex((extract(epoch FROM clock_timestamp()) * 1e9)::bigint + g), 16, '0') || lpad(to_hex(g), 8, '0'),
              'bulk' || g, '!', 'bulk' || g || '@example.com', '192.0.2.' || g, '198.51.100.' || g, CASE WHEN g = 3 THEN now() END
       FROM generate_series(1, 120) g`,
    );
    const total = Number(((await api.db.query(`SELECT count(*) FROM users`)) as { count: string }[])[0].count);
    const allIds = ((await api.db.query(`SELECT id FROM users ORDER BY id DESC`)) as { id: string }[]).map((r) => r.id);

    const first = await admin.client.get('/api/users');
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(100);
    expect(first.body.users.map((u: { id: string }) => u.id)).toEqual(allIds.slice(0, 100));
    expect(first.body.next).toBe(allIds[100]);
    const seen = [...first.body.users];
    let next: string | null = first.body.next;
    while (next) {
      const page = await admin.client.get(`/api/users?next=${next}`);
      expect(page.status).toBe(200);
      expect(page.body.users[0].id).toBe(next);
      seen.push(...page.body.users);
      next = page.body.next;
    }
    expect(seen.map((u) => u.id)).toEqual(allIds);
    expect(seen).toHaveLength(total);
    expect(seen.map((u) => u.username)).toEqual(expect.arrayContaining(['ghost', 'nobody', admin.name, user.name]));
    const deleted = seen.find((u) => u.username === 'bulk3');
    expect(deleted).toMatchObject({ deleted: true, email: 'bulk3@example.com', createdIP: '192.0.2.3', lastSeenIP: '198.51.100.3' });
    expect(deleted.id).not.toBe('000000000000000000000000');
    expect(typeof deleted.lastSeen).toBe('string');
    expect(seen.find((u) => u.username === user.name)).toMatchObject({ email: null, isBanned: false, lastSeenIP: user.client.ip });
  });

  it('refuses a malformed cursor, visitors and non-admins', async () => {
    expect((await admin.client.get('/api/users?next=zz')).body).toEqual(errorBody(400, 'invalid_id', 'Invalid ID.'));
    expect((await user.client.get('/api/users')).body).toEqual(errorBody(403, 'not_admin', 'You are not an admin.'));
    expect((await api.client().get('/api/users')).body.code).toBe('not_logged_in');
  });
});

describe('GET /api/comments', () => {
  it('pages every comment newest first, 100 a page, with postTitle; deleted ones unstripped for the admin', async () => {
    const community = await createCommunity(admin);
    const post = await insertPost(api, user, community.id);
    await insertComments(api, post, [user, admin], 150);
    const deletedId = ((await api.db.query(`SELECT id FROM comments ORDER BY id DESC OFFSET 5 LIMIT 1`)) as { id: string }[])[0].id;
    await api.db.query(`UPDATE comments SET deleted_at = now(), deleted_by = $2, deleted_as = 'admins' WHERE id = $1`, [deletedId, admin.id]);
    const allIds = ((await api.db.query(`SELECT id FROM comments ORDER BY id DESC`)) as { id: string }[]).map((r) => r.id);

    const first = await admin.client.get('/api/comments');
    expect(first.status).toBe(200);
    expect(first.body.comments.map((c: { id: string }) => c.id)).toEqual(allIds.slice(0, 100));
    expect(first.body.next).toBe(allIds[100]);
    expect(first.body.comments.every((c: { postTitle: string }) => c.postTitle === `Post ${post.publicId}`)).toBe(true);
    const deleted = first.body.comments.find((c: { id: string }) => c.id === deletedId);
    expect(deleted).toMatchObject({ deleted: true, deletedAs: 'admins', contentStripped: false });
    expect(deleted.body).toMatch(/^Bulk /);
    const second = await admin.client.get(`/api/comments?next=${first.body.next}`);
    expect(second.body.comments.map((c: { id: string }) => c.id)).toEqual(allIds.slice(100));
    expect(second.body.next).toBeNull();
  });
});

describe('GET and PUT /api/site_settings', () => {
  it('merges the fields sent; signupsDisabled closes signup with the contract error and shows in _initial', async () => {
    expect((await admin.client.get('/api/site_settings')).body).toEqual({ signupsDisabled: false, torBlocked: false, twoFactorRequiredForStaff: false });
    const put = await admin.client.send('put', '/api/site_settings', { signupsDisabled: true });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ signupsDisabled: true, torBlocked: false, twoFactorRequiredForStaff: false });
    expect((await admin.client.send('put', '/api/site_settings', {})).body).toEqual({
      signupsDisabled: true,
      torBlocked: false,
      twoFactorRequiredForStaff: false,
    });
    expect((await admin.client.get('/api/site_settings')).body).toEqual({ signupsDisabled: true, torBlocked: false, twoFactorRequiredForStaff: false });

    const visitor = api.client();
    expect((await visitor.init()).body.signupsDisabled).toBe(true);
    expect((await visitor.signup('closedsignup')).body).toEqual(errorBody(403, 'signups-disabled', 'Creating new accounts is disabled.'));

    expect((await admin.client.send('put', '/api/site_settings', { signupsDisabled: false })).body).toEqual({
      signupsDisabled: false,
      torBlocked: false,
      twoFactorRequiredForStaff: false,
    });
    expect((await api.client().signup('opensignup')).status).toBe(201);
  });

  it('reads a null field as absent (was a 500: NULL written into a NOT NULL column, found by the route fuzzer)', async () => {
    await admin.client.send('put', '/api/site_settings', { signupsDisabled: true });
    const res = await admin.client.send('put', '/api/site_settings', { signupsDisabled: null, torBlocked: null });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { signupsDisabled: true, torBlocked: false, twoFactorRequiredForStaff: false },
    });
    expect((await admin.client.send('put', '/api/site_settings', { signupsDisabled: false, torBlocked: null })).body).toEqual({
      signupsDisabled: false,
      torBlocked: false,
      twoFactorRequiredForStaff: false,
    });
  });

  it('refuses mistyped fields with invalid_json, and non-admins', async () => {
    expect((await admin.client.send('put', '/api/site_settings', { signupsDisabled: 'yes' })).body).toEqual(
      errorBody(400, 'invalid_json', 'Invalid JSON body.'),
    );
    expect((await user.client.send('put', '/api/site_settings', { signupsDisabled: true })).body.code).toBe('not_admin');
    expect((await user.client.get('/api/site_settings')).body.code).toBe('not_admin');
    expect((await admin.client.get('/api/site_settings')).body).toEqual({ signupsDisabled: false, torBlocked: false, twoFactorRequiredForStaff: false });
  });

  it('torBlocked: addresses on the downloaded Tor exit list get the blocked page on every path while it is on', async () => {
    const exit = api.client(TOR_EXIT);
    const neighbour = api.client('10.66.0.8');
    expect((await exit.get('/api/_initial')).status).toBe(200);

    const hitsBefore = torListHits;
    expect((await admin.client.send('put', '/api/site_settings', { torBlocked: true })).body).toEqual({
      signupsDisabled: false,
      torBlocked: true,
      twoFactorRequiredForStaff: false,
    });
    expect(torListHits).toBe(hitsBefore + 1);
    for (const path of ['/api/_initial', '/api/posts', '/', '/images/000000000000000000000000.jpeg']) {
      expect({ path, blocked: isBlockedPage(await exit.agent.get(path).set('X-Forwarded-For', TOR_EXIT)) }).toEqual({ path, blocked: true });
    }
    expect(isBlockedPage(await new TestClient(api.server, '2001:db8::7').agent.get('/api/_initial').set('X-Forwarded-For', '2001:db8::7'))).toBe(true);
    expect((await neighbour.get('/api/_initial')).status).toBe(200);

    // Switching it off and on again downloads the list afresh.
    torList = '10.66.0.8\n';
    expect((await admin.client.send('put', '/api/site_settings', { torBlocked: false })).body.torBlocked).toBe(false);
    expect((await exit.get('/api/_initial')).status).toBe(200);
    await admin.client.send('put', '/api/site_settings', { torBlocked: true });
    expect((await exit.get('/api/_initial')).status).toBe(200);
    expect(isBlockedPage(await neighbour.agent.get('/api/_initial').set('X-Forwarded-For', '10.66.0.8'))).toBe(true);
    await admin.client.send('put', '/api/site_settings', { torBlocked: false });
    expect((await neighbour.get('/api/_initial')).status).toBe(200);
  });
});

describe('IP blocks', () => {
  const inside = () => api.client('10.77.5.200');
  const outside = () => api.client('10.77.6.1');

  it('a /24 refuses a request from inside on every path and lets one from outside through; cancelling lifts it', async () => {
    const member = await signUp(api);
    await api.db.query(`UPDATE users SET last_seen_ip = '10.77.5.9' WHERE id = $1`, [member.id]);
    const created = await admin.client.post('/api/ipblocks', { address: '10.77.5.17/24', expiresIn: 0, note: 'spam wave' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ip: '10.77.5.0',
      maskedBits: 24,
      createdAt: expect.any(String),
      createdBy: admin.name,
      expiresAt: null,
      cancelledAt: null,
      inEffect: true,
      associatedUsers: [member.name],
      note: 'spam wave',
    });
    const blocked = await inside().agent.get('/api/_initial').set('X-Forwarded-For', '10.77.5.200');
    expect(isBlockedPage(blocked)).toBe(true);
    expect(isBlockedPage(await inside().agent.get('/').set('X-Forwarded-For', '10.77.5.1'))).toBe(true);
    expect((await outside().get('/api/_initial')).status).toBe(200);

    expect((await admin.client.post('/api/ipblocks', { address: '10.77.5.0/24' })).body).toEqual(errorBody(400, 'block-duplicate', 'IP block already exists.'));

    const one = await admin.client.get(`/api/ipblocks/${created.body.id}`);
    expect(one.body).toEqual(created.body);
    const cancelled = await admin.client.send('delete', `/api/ipblocks/${created.body.id}`);
    expect(cancelled.body).toMatchObject({ id: created.body.id, inEffect: false, cancelledAt: expect.any(String) });
    expect((await inside().get('/api/_initial')).status).toBe(200);
    expect((await admin.client.send('delete', `/api/ipblocks/${created.body.id}`)).body).toEqual(
      errorBody(409, 'block-not-in-effect', 'IP block is not in effect.'),
    );
  });

  it('checks addresses and ids with the contract errors', async () => {
    const post = (address: unknown) => admin.client.post('/api/ipblocks', { address, expiresIn: 1, note: '' });
    expect((await post('10.0.0.0/7')).body).toEqual(errorBody(400, 'bad-ip', 'IP subnet too large.'));
    expect((await post('10.0.0.300')).body).toEqual(errorBody(400, 'bad-ip', "Error parsing IP address: '10.0.0.300' is not a valid IP address."));
    expect((await post('10.0.0.0/40')).body).toMatchObject({ status: 400, code: 'bad-ip' });
    expect((await post(17)).body.code).toBe('invalid_json');
    expect((await admin.client.get('/api/ipblocks/abc')).body).toEqual(errorBody(400, 'invalid-block-id', 'Invalid block ID.'));
    expect((await admin.client.get('/api/ipblocks?limit=x')).body).toEqual(errorBody(400, 'invalid-limit', 'Invalid limit value.'));
    expect((await admin.client.get('/api/ipblocks?next=zz')).body).toEqual(errorBody(400, 'invalid-next-value', 'Invalid next parameter.'));
    expect((await admin.client.get('/api/ipblocks/999999')).status).toBe(404);
    expect((await user.client.post('/api/ipblocks', { address: '10.9.9.9' })).body.code).toBe('not_admin');
  });

  it('judges an IPv4-mapped IPv6 range as the IPv4 range it covers, and stores it as that range', async () => {
    const post = (address: string) => admin.client.post('/api/ipblocks', { address, expiresIn: 1, note: '' });
    expect((await post('::ffff:10.0.0.0/100')).body).toEqual(errorBody(400, 'bad-ip', 'IP subnet too large.'));
    expect((await post('::ffff:0:0/96')).body).toEqual(errorBody(400, 'bad-ip', 'IP subnet too large.'));
    const made = await post('::ffff:10.99.7.7/112');
    expect(made.body).toMatchObject({ ip: '10.99.0.0', maskedBits: 16, inEffect: true });
    expect((await post('10.99.0.0/16')).body.code).toBe('block-duplicate');
    expect(isBlockedPage(await api.client('10.99.1.1').agent.get('/api/_initial').set('X-Forwarded-For', '10.99.1.1'))).toBe(true);
    await admin.client.send('delete', `/api/ipblocks/${made.body.id}`);
  });

  it('refuses an IPv6 range holding the IPv4-mapped space, which would lock every IPv4 client out', async () => {
    const before = await api.db.query(`SELECT count(*)::int AS n FROM ip_blocks`);
    for (const address of ['::/8', '::/80', '::ffff:0:0/95']) {
      const res = await admin.client.post('/api/ipblocks', { address, expiresIn: 1, note: '' });
      expect(res.body).toEqual(errorBody(400, 'bad-ip', 'IP subnet holds every IPv4 address (::ffff:0:0/96).'));
    }
    expect(await api.db.query(`SELECT count(*)::int AS n FROM ip_blocks`)).toEqual(before);
    expect((await api.client('10.98.0.1').get('/api/_initial')).status).toBe(200);
    expect((await admin.client.get('/api/site_settings')).status).toBe(200);
  });

  it("refuses a block holding the admin's own address, in either family and any spelling", async () => {
    const ownIpv4 = admin.client.ip;
    const ownPrefix16 = `${ownIpv4.split('.').slice(0, 2).join('.')}.0.0/16`;
    const ownError = errorBody(400, 'bad-ip', 'IP block would block your own address.');
    for (const address of [ownIpv4, `${ownIpv4}/32`, ownPrefix16, '10.0.0.0/8', `::ffff:${ownIpv4}`, `::ffff:${ownIpv4}/120`]) {
      expect((await admin.client.post('/api/ipblocks', { address, expiresIn: 1, note: '' })).body).toEqual(ownError);
    }
    const ipv6Admin = api.client('2001:db8:77:1::5');
    expect((await ipv6Admin.login(admin.name)).status).toBe(200);
    for (const address of ['2001:db8:77:1::5', '2001:db8:77::/48', '2001:db8::/32']) {
      expect((await ipv6Admin.post('/api/ipblocks', { address, expiresIn: 1, note: '' })).body).toEqual(ownError);
    }
    const beside = await ipv6Admin.post('/api/ipblocks', { address: '2001:db8:78::/48', expiresIn: 1, note: '' });
    expect(beside.body).toMatchObject({ ip: '2001:db8:78::', maskedBits: 48, inEffect: true });
    await admin.client.send('delete', `/api/ipblocks/${beside.body.id}`);
    expect((await admin.client.get('/api/_initial')).status).toBe(200);
  });

  it('lists blocks in effect first, then newest first, with the hex cursor; DELETE /api/ipblocks cancels all', async () => {
    const made: number[] = [];
    for (const address of ['10.88.0.1', '10.88.0.2', '10.88.0.3', '2001:db8:88::/48']) {
      const res = await admin.client.post('/api/ipblocks', { address, expiresIn: 2.5, note: address });
      expect(res.status).toBe(200);
      made.push(res.body.id);
    }
    const ipv6 = await admin.client.get(`/api/ipblocks/${made[3]}`);
    expect(ipv6.body).toMatchObject({ ip: '2001:db8:88::', maskedBits: 48, inEffect: true });
    expect(Date.parse(ipv6.body.expiresAt) - Date.parse(ipv6.body.createdAt)).toBe(2.5 * 3_600_000);
    expect(isBlockedPage(await api.client('2001:db8:88:1::5').agent.get('/api/_initial').set('X-Forwarded-For', '2001:db8:88:1::5'))).toBe(true);
    await admin.client.send('delete', `/api/ipblocks/${made[1]}`);

    const rows = (await api.db.query(`SELECT id, in_effect FROM ip_blocks ORDER BY in_effect DESC, id DESC`)) as { id: number }[];
    const first = await admin.client.get('/api/ipblocks?limit=2');
    expect(first.body.blocks.map((b: { id: number }) => b.id)).toEqual(rows.slice(0, 2).map((r) => r.id));
    const cursor = JSON.parse(Buffer.from(first.body.next, 'hex').toString());
    expect(cursor).toEqual({ inEffect: true, id: rows[2].id });
    const seen = [...first.body.blocks];
    let next = first.body.next;
    while (next) {
      const page = await admin.client.get(`/api/ipblocks?limit=2&next=${next}`);
      seen.push(...page.body.blocks);
      next = page.body.next;
    }
    expect(seen.map((b) => b.id)).toEqual(rows.map((r) => r.id));
    expect(seen.findIndex((b) => !b.inEffect)).toBeGreaterThan(seen.filter((b) => b.inEffect).length - 1);

    const cleared = await admin.client.send('delete', '/api/ipblocks');
    expect(cleared.status).toBe(200);
    expect(cleared.body.blocks.every((b: { inEffect: boolean }) => !b.inEffect)).toBe(true);
    expect(cleared.body.blocks).toHaveLength(Math.min(20, rows.length));
    expect((await api.client('10.88.0.1').get('/api/_initial')).status).toBe(200);
  });
});

describe('IP blocks across api processes', () => {
  it('a block made in one process refuses the address in another within seconds, and so does its cancelling', async () => {
    const replica = await TestApi.startBeside(api);
    try {
      const fromInside = async () => (await replica.client('10.79.1.1').get('/api/_initial')).status;
      expect(await fromInside()).toBe(200);
      const made = await admin.client.post('/api/ipblocks', { address: '10.79.0.0/16', expiresIn: 0, note: '' });
      expect(made.status).toBe(200);
      const waitForStatus = async (wanted: number) => {
        const started = Date.now();
        while ((await fromInside()) !== wanted) {
          if (Date.now() - started > 10_000) throw new Error(`still not ${wanted} after 10 s`);
          await new Promise((done) => setTimeout(done, 100));
        }
        return Date.now() - started;
      };
      expect(await waitForStatus(403)).toBeLessThan(5000);
      await admin.client.send('delete', `/api/ipblocks/${made.body.id}`);
      expect(await waitForStatus(200)).toBeLessThan(5000);
    } finally {
      await replica.close();
    }
  });
});

describe('IP blocks behind no trusted proxy', () => {
  it('X-Forwarded-For is believed only from TRUSTED_PROXIES: the socket peer is what is checked', async () => {
    const direct = await TestApi.start({ trustedProxies: [] });
    try {
      const directAdmin = await makeAdmin(direct, await signUp(direct));
      expect((await directAdmin.client.post('/api/ipblocks', { address: '10.77.5.0/24' })).status).toBe(200);
      // The header claims an address inside the block, but the peer (loopback) is not a trusted proxy.
      expect((await direct.client('10.77.5.200').get('/api/_initial')).status).toBe(200);
      // The admin's own address is the socket peer too, whatever the header claims: blocking it is refused...
      expect((await directAdmin.client.post('/api/ipblocks', { address: '127.0.0.1' })).body).toEqual(
        errorBody(400, 'bad-ip', 'IP block would block your own address.'),
      );
      // ...so the peer's block is made as by an admin connecting from elsewhere.
      await direct.app.get(IpBlocksService).create({ address: '127.0.0.1' }, directAdmin.id, '192.0.2.1');
      // And a header claiming an address outside does not get the blocked peer through.
      expect(isBlockedPage(await direct.client('10.1.1.1').agent.get('/api/_initial').set('X-Forwarded-For', '10.1.1.1'))).toBe(true);
    } finally {
      await direct.close();
    }
  });
});
