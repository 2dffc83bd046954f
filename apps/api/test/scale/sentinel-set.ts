import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { SentinelAddress } from '@app/server/core/config';

const REDIS_SERVER = '/usr/bin/redis-server';
const REDIS_SENTINEL = '/usr/bin/redis-sentinel';

export interface SentinelSetPorts {
  primary: number;
  replica: number;
  sentinels: number[];
}

/**
 * A real Redis primary, one replica and Sentinels watching them, started in a temporary folder: the textbook
 * three Sentinels with quorum 2, noticing a dead primary after `downAfterMs`. Each process takes the next
 * port of `candidates` that it can listen on (the test's ports lie in the kernel's ephemeral range, so an
 * outgoing connection of another process may hold one for a while). `stop` kills every process it started
 * and removes the folder; call it in `afterAll` whatever happened.
 */
export class SentinelSet {
  readonly name = 'mymaster';
  readonly ports: SentinelSetPorts = { primary: 0, replica: 0, sentinels: [] };
  private readonly processes = new Map<number, ChildProcess>();
  private readonly logs = new Map<number, string>();

  private constructor(
    private readonly dir: string,
    private readonly candidates: number[],
    private readonly downAfterMs: number,
  ) {}

  static async start(candidates: readonly number[], downAfterMs = 1000): Promise<SentinelSet> {
    for (const binary of [REDIS_SERVER, REDIS_SENTINEL]) {
      if (!existsSync(binary))
        throw new Error(`${binary} is missing: install Debian's redis-server and redis-sentinel (apt-get install -y redis-server redis-sentinel)`);
    }
    const set = new SentinelSet(await mkdtemp(join(tmpdir(), 'quorum-sentinel-')), [...candidates], downAfterMs);
    try {
      set.ports.primary = await set.startRedis([]);
      set.ports.replica = await set.startRedis([`replicaof 127.0.0.1 ${set.ports.primary}`]);
      await set.until('the replica to sync', async () => (await set.info(set.ports.replica, 'replication')).includes('master_link_status:up'));
      for (let i = 0; i < 3; i++) set.ports.sentinels.push(await set.startSentinel());
      // A failover needs the replica known and the Sentinels known to each other (they find both through the
      // primary: its INFO and their hello messages, every 2 s): only then can two of three agree and elect a leader.
      await set.until('the Sentinels to know the replica and each other', async () => {
        for (const port of set.ports.sentinels) {
          const [replicas, others] = await set.ask(port, async (r) => [
            await r.call('SENTINEL', 'REPLICAS', set.name),
            await r.call('SENTINEL', 'SENTINELS', set.name),
          ]);
          if ((replicas as unknown[]).length !== 1 || (others as unknown[]).length !== set.ports.sentinels.length - 1) return false;
        }
        return true;
      });
    } catch (error) {
      await set.stop();
      throw error;
    }
    return set;
  }

  get sentinels(): SentinelAddress[] {
    return this.ports.sentinels.map((port) => ({ host: '127.0.0.1', port }));
  }

  /** The primary's port as the first Sentinel names it now. */
  async primaryPort(): Promise<number> {
    const [, port] = (await this.ask(this.ports.sentinels[0], (r) => r.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', this.name))) as [string, string];
    return Number(port);
  }

  /** Runs `use` on a short-lived client of the Redis or Sentinel on `port`. */
  async ask<T>(port: number, use: (redis: Redis) => Promise<T>): Promise<T> {
    const redis = new Redis({
      host: '127.0.0.1',
      port,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: 1000,
      commandTimeout: 6000,
    });
    try {
      await redis.connect();
      return await use(redis);
    } finally {
      redis.disconnect();
    }
  }

  info(port: number, section: string): Promise<string> {
    return this.ask(port, (r) => r.info(section));
  }

  /** SIGKILL: no shutdown, no last words to the replica, as when the machine under it dies. */
  async kill(port: number): Promise<void> {
    const child = this.processes.get(port);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  }

  /** Everything each process wrote, for a failure's message. */
  output(): string {
    return [...this.logs].map(([port, log]) => `--- :${port}\n${log.slice(-3000)}`).join('\n');
  }

  async until(what: string, condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const done = await condition().catch(() => false);
      if (done) return;
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${this.output()}`);
      await sleep(50);
    }
  }

  async stop(): Promise<void> {
    await Promise.all([...this.processes.keys()].map((port) => this.kill(port)));
    await rm(this.dir, { recursive: true, force: true });
  }

  private startRedis(extra: string[]): Promise<number> {
    return this.spawnOnFreePort(REDIS_SERVER, (port, dir) => [
      `port ${port}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      'save ""',
      'appendonly no',
      // The replica's first sync starts at once instead of after the default 5 s wait for more replicas.
      'repl-diskless-sync yes',
      'repl-diskless-sync-delay 0',
      ...extra,
    ]);
  }

  private startSentinel(): Promise<number> {
    // Sentinel rewrites its file (it records what it learns), so each has its own, writable.
    return this.spawnOnFreePort(REDIS_SENTINEL, (port, dir) => [
      `port ${port}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      `sentinel monitor ${this.name} 127.0.0.1 ${this.ports.primary} 2`,
      `sentinel down-after-milliseconds ${this.name} ${this.downAfterMs}`,
      // Also the wait before a failed election is tried again (twice this): short, so a split vote costs seconds.
      `sentinel failover-timeout ${this.name} 2000`,
      `sentinel parallel-syncs ${this.name} 1`,
    ]);
  }

  /** Starts `binary` on the next candidate port it can listen on; resolves with that port once it answers PING. */
  private async spawnOnFreePort(binary: string, conf: (port: number, dir: string) => string[]): Promise<number> {
    for (let port = this.candidates.shift(); port !== undefined; port = this.candidates.shift()) {
      const dir = join(this.dir, String(port));
      await mkdir(dir);
      const confPath = join(dir, 'redis.conf');
      await writeFile(confPath, `${conf(port, dir).join('\n')}\n`);
      const child = spawn(binary, [confPath], { stdio: ['ignore', 'pipe', 'pipe'] });
      this.processes.set(port, child);
      this.logs.set(port, '');
      const append = (chunk: Buffer) => this.logs.set(port, (this.logs.get(port) ?? '') + chunk.toString());
      child.stdout?.on('data', append);
      child.stderr?.on('data', append);
      const hasExited = () => child.exitCode !== null || child.signalCode !== null;
      await this.until(`${binary} on port ${port}`, async () => hasExited() || (await this.ask(port, (r) => r.ping())) === 'PONG');
      if (!hasExited()) return port;
      this.processes.delete(port);
      if (!(this.logs.get(port) ?? '').includes('Address already in use')) throw new Error(`${binary} on port ${port} exited:\n${this.logs.get(port)}`);
    }
    throw new Error(`no free port left for ${binary}\n${this.output()}`);
  }
}
