import { expect, type Page } from '@playwright/test';
import pg from 'pg';

const adminUrl = process.env['E2E_DATABASE_ADMIN_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The database tools/e2e/serve.mjs created for this run: the newest quorum_e2e_{stamp}_{port} of this run's port. */
export async function e2eDatabaseUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE ('quorum\\_e2e\\_%\\_' || $1) ORDER BY datname DESC LIMIT 1`,
      [process.env['E2E_PORT'] ?? '8090'],
    );
    const name = rows[0]?.datname;
    if (!name) throw new Error('no e2e database found');
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  } finally {
    await admin.end();
  }
}

/** Makes a user an admin directly in the e2e database (what `cli make-admin` does). */
export async function makeAdmin(username: string): Promise<void> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query('UPDATE users SET is_admin = true WHERE lower(username) = lower($1)', [username]);
  } finally {
    await client.end();
  }
}

/** Sets a user's unread notifications count directly, standing in for notifications the app cannot make yet. */
export async function setNotificationsNewCount(username: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query('UPDATE users SET notifications_new_count = $2 WHERE lower(username) = lower($1)', [username, count]);
  } finally {
    await client.end();
  }
}

/**
 * A JSON call from the page, with the session cookie and the stored CSRF token, as the app makes it: the status
 * and the body it is answered with, for a test that expects a refusal.
 */
export async function apiAnswer(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('csrftoken') ?? '';
      const response = await fetch(url, { method, headers: { 'X-Csrf-Token': token }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, url, body },
  );
}

/** A JSON call from the page (`apiAnswer`) that must succeed: its body. */
export async function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const result = await apiAnswer(page, method, url, body);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json as T;
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`.slice(0, 21);
}
