import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createCommunity, makeAdmin, signUp } from '../../apps/api/test/community-fixtures';
import { TestApi } from '../../apps/api/test/harness';
import { png, upload } from '../../apps/api/test/images-fixtures';

/**
 * docs/operations.md's backup and restore, run as written (tools/ops/backup.sh and
 * restore.sh): a forum with a text post and an image post is backed up, restored into a fresh database and a
 * new image folder, and the built api started on the copy (with a fresh Redis prefix, as after losing Redis)
 * serves the same posts and the same image bytes.
 */
const root = resolve(__dirname, '../..');
const apiMain = join(root, 'dist/apps/api/main.js');
const work = resolve(root, `tmp/test-backup-${randomBytes(4).toString('hex')}`);
const sourceImages = join(work, 'images');
const restoredImages = join(work, 'restored-images');
const restoredName = `quorum_restore_${randomBytes(4).toString('hex')}`;
if (!existsSync(apiMain))
  execFileSync('npx', ['nx', 'build', 'api'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let api: TestApi;
let restoredApi: ChildProcess | null = null;

/** The test api's database: where the backup is taken from. */
function sourceUrl(): string {
  const url = api.config.databaseUrl;
  if (!url) throw new Error('the test api has no DATABASE_URL');
  return url;
}

beforeAll(async () => {
  api = await TestApi.start({ imagesDir: sourceImages, rateLimitsEnabled: false });
}, 60_000);

afterAll(async () => {
  if (restoredApi && restoredApi.exitCode === null) {
    restoredApi.kill('SIGTERM');
    await new Promise((r) => restoredApi?.once('exit', r));
  }
  if (api) await onServer(sourceUrl(), (c) => c.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`)).catch(() => undefined);
  await api?.close();
  await rm(work, { recursive: true, force: true });
});

it('backs up the database and the images, restores them into a fresh database, and the api there reads the posts back', async () => {
  const admin = await makeAdmin(api, await signUp(api));
  const community = await createCommunity(admin);
  const text = await admin.client.post('/api/posts', { type: 'text', title: 'Kept in the backup', body: 'Every *word* of it.', community: community.name });
  expect(text.status).toBe(200);
  const uploaded = await upload(admin.client, '/api/_uploads', await png(800, 600));
  const image = await admin.client.post('/api/posts', {
    type: 'image',
    title: 'A picture, kept too',
    community: community.name,
    images: [{ imageId: uploaded.body.id }],
  });
  expect(image.status).toBe(200);

  // The backup, as docs/operations.md runs it.
  const [dump = '', tarball = ''] = execFileSync('bash', [join(root, 'tools/ops/backup.sh'), sourceUrl(), sourceImages, join(work, 'backup')], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  expect(dump).toMatch(/quorum-\d{8}T\d{6}Z\.dump$/);
  expect(tarball).toMatch(/images-\d{8}T\d{6}Z\.tar\.gz$/);

  // A fresh, empty database and image folder, then the restore.
  await onServer(sourceUrl(), (c) => c.query(`CREATE DATABASE ${restoredName}`));
  const restoredUrl = withDatabaseName(sourceUrl(), restoredName);
  execFileSync('bash', [join(root, 'tools/ops/restore.sh'), dump, tarball, restoredUrl, restoredImages], { encoding: 'utf8' });

  // The built api on the copy, with a Redis prefix of its own: as a new machine after a disaster.
  const port = await freePort();
  let output = '';
  restoredApi = spawn(process.execPath, [apiMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: restoredUrl,
      REDIS_URL: api.config.redisUrl,
      REDIS_PREFIX: `${api.config.redisPrefix}restored:`,
      SESSION_SECRET: api.config.sessionSecret,
      PUSH_VAPID_PUBLIC_KEY: 'x',
      PUSH_VAPID_PRIVATE_KEY: 'y',
      IMAGES_DIR: restoredImages,
      DATA_DIR: work,
      DATABASE_MIGRATE_ON_BOOT: 'true',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  restoredApi.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  restoredApi.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${base}/api/_initial`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || restoredApi.exitCode !== null) throw new Error(`the api on the restored database did not start:\n${output}`);
    await sleep(100);
  }

  const textBack = (await (await fetch(`${base}/api/posts/${text.body.publicId}`)).json()) as { title: string; body: string; author: { username: string } };
  expect([textBack.title, textBack.body, textBack.author.username]).toEqual(['Kept in the backup', 'Every *word* of it.', admin.name]);
  const imageBack = (await (await fetch(`${base}/api/posts/${image.body.publicId}`)).json()) as { title: string; image: { id: string; url: string } };
  expect([imageBack.title, imageBack.image.id]).toEqual(['A picture, kept too', uploaded.body.id]);
  const before = await api
    .client()
    .agent.get(image.body.image.url)
    .buffer(true)
    .parse((r, done) => {
      const parts: Buffer[] = [];
      r.on('data', (c: Buffer) => parts.push(c));
      r.on('end', () => done(null, Buffer.concat(parts)));
    });
  const after = await fetch(`${base}${imageBack.image.url}`);
  expect(after.status).toBe(200);
  expect(Buffer.from(await after.arrayBuffer()).equals(before.body as Buffer)).toBe(true);

  // Nothing lost, nothing added.
  expect(await rowCounts(restoredUrl)).toEqual(await rowCounts(sourceUrl()));
}, 120_000);

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ users: string; posts: string; communities: string; images: string }>(
      'SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM posts) AS posts, (SELECT count(*) FROM communities) AS communities, (SELECT count(*) FROM images) AS images',
    );
    return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
  } finally {
    await client.end();
  }
}
