import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runPendingMigrations } from '../database';

/** The server tests connect to this admin URL to create and drop their databases. */
export function testAdminUrl(): string {
  return process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function testRedisUrl(): string {
  return process.env['TEST_REDIS_URL'] || 'redis://127.0.0.1:6379';
}

function urlFor(database: string): string {
  const url = new URL(testAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testAdminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrates a template once per test run; each test file then copies it (fast and fully isolated). */
export async function createTemplateDatabase(): Promise<string> {
  const name = `quorum_tpl_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const dataSource = new DataSource(dataSourceOptions({ url: urlFor(name), poolSize: 2, statementTimeoutMs: 60_000, applicationName: 'quorum-test-setup' }));
  await dataSource.initialize();
  try {
    await runPendingMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
  return name;
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(template: string): Promise<TestDatabase> {
  const name = `quorum_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return { name, url: urlFor(name), drop: () => dropDatabase(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
