import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freeLoopbackPorts } from './loopback-ports';

/** Debian's PostgreSQL 15 server programs (CI installs the `postgresql` package). */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL primary and a streaming replica of it made by `pg_basebackup -R`, both in one temporary folder
 * on loopback ports, for tests that need real replication. PostgreSQL refuses to run as root, so as root every
 * server program runs as the `postgres` account (which then owns the folder). `stop()` ends both servers and
 * removes the folder; it is also registered for the process's exit, so a test that dies leaves nothing behind.
 */
export class StreamingReplica {
  private constructor(
    readonly dir: string,
    readonly primaryPort: number,
    readonly replicaPort: number,
    private readonly asPostgres: boolean,
  ) {}

  /** A primary and its replica on two free loopback ports (`primaryPort`, `replicaPort`). */
  static async start(): Promise<StreamingReplica> {
    const missing = ['initdb', 'pg_ctl', 'pg_basebackup'].filter((name) => !existsSync(join(PG_BIN, name)));
    if (missing.length) {
      throw new Error(`PostgreSQL 15 server programs missing in ${PG_BIN} (${missing.join(', ')}): apt-get install -y postgresql-15`);
    }
    const [primaryPort, replicaPort] = await freeLoopbackPorts(25431, 2);
    const dir = await mkdtemp(join(tmpdir(), 'quorum-replica-'));
    const asPostgres = process.getuid?.() === 0;
    const cluster = new StreamingReplica(dir, primaryPort, replicaPort, asPostgres);
    process.once('exit', cluster.stopNow);
    try {
      await cluster.setUp();
    } catch (error) {
      // Whatever started is stopped and the folder goes, before the test file fails.
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  private async setUp(): Promise<void> {
    const { dir, primaryPort, replicaPort } = this;
    await chmod(dir, 0o755);
    if (this.asPostgres) await chown(dir, postgresId('-u'), postgresId('-g'));
    this.run('initdb', ['-D', this.primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync', '--no-instructions']);
    await appendFile(
      join(this.primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        // A throwaway cluster: nothing needs to survive a crash.
        'fsync = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    // initdb's trust setup already lets local replication connections in; say so explicitly for loopback TCP.
    await appendFile(join(this.primaryDir, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
    this.run('pg_ctl', ['-D', this.primaryDir, '-l', join(dir, 'primary.log'), '-w', 'start']);
    this.run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', this.replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
    await appendFile(join(this.replicaDir, 'postgresql.auto.conf'), `port = ${replicaPort}\nhot_standby = on\n`);
    this.run('pg_ctl', ['-D', this.replicaDir, '-l', join(dir, 'replica.log'), '-w', 'start']);
  }

  get primaryDir(): string {
    return join(this.dir, 'primary');
  }

  get replicaDir(): string {
    return join(this.dir, 'replica');
  }

  urlOf(port: number, database: string): string {
    return `postgres://postgres@127.0.0.1:${port}/${database}`;
  }

  /** Runs SQL on one of the two servers (database `postgres` unless named). */
  async sql<T>(port: number, text: string, database = 'postgres'): Promise<T[]> {
    const client = new Client({ connectionString: this.urlOf(port, database) });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  stopReplica(): void {
    this.run('pg_ctl', ['-D', this.replicaDir, '-m', 'immediate', 'stop']);
  }

  startReplica(): void {
    this.run('pg_ctl', ['-D', this.replicaDir, '-l', join(this.dir, 'replica.log'), '-w', 'start']);
  }

  async stop(): Promise<void> {
    this.stopNow();
    process.removeListener('exit', this.stopNow);
    await rm(this.dir, { recursive: true, force: true });
  }

  /** Synchronous, so it can run from the process's 'exit' event too. */
  private readonly stopNow = (): void => {
    for (const data of [this.replicaDir, this.primaryDir]) {
      if (!existsSync(join(data, 'postmaster.pid'))) continue;
      try {
        this.run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
    }
  };

  private run(program: string, args: string[]): void {
    const path = join(PG_BIN, program);
    const [command, argv] = this.asPostgres ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
    try {
      execFileSync(command, argv, { cwd: this.dir, stdio: 'pipe', timeout: 60_000 });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(`${program} ${args.join(' ')} failed: ${stderr || (error as Error).message}`, { cause: error });
    }
  }
}

function postgresId(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres']).toString().trim());
}
