import { CSRF_COOKIE } from '@app/contract';
import { api } from '../lib/api';
import { readCookie, storeCsrfToken } from '../lib/csrf';
import { browserStorage } from '../lib/storage';
import { setServerNow } from '../lib/use-now';
import type { AppStore } from './store';

/** The id of the JSON data block the api writes beside server-rendered HTML (docs/web.md "Server-rendered first screen"). */
export const FIRST_SCREEN_ID = 'first-screen';

/** One RTK Query cache entry, as `upsertQueryEntries` takes it. */
export interface FirstScreenEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** What the server rendered the first screen from: the client store starts from the same answers and clock. */
export interface FirstScreenData {
  now: number;
  entries: FirstScreenEntry[];
}

/**
 * Frozen before they go into the cache: Immer freezes whatever enters the store anyway, but walks every object of
 * a new value to do it, which was a quarter of the post page's first task at 4× CPU (docs/web.md "Page
 * figures"); an object already frozen it leaves alone, and a plain walk costs a fraction of its own.
 */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** Puts the answers in the cache under the keys the screens ask for, so nothing is fetched again. */
export function applyFirstScreen(store: AppStore, data: FirstScreenData): void {
  deepFreeze(data.entries);
  store.dispatch(api.util.upsertQueryEntries(data.entries as Parameters<typeof api.util.upsertQueryEntries>[0]));
  setServerNow(data.now);
}

/**
 * The data block of a server-rendered page, or null. The page's own /api/_initial answer is not fetched
 * then, so the CSRF token it would have stored comes from the cookie the page's answer just set.
 */
export function takeFirstScreen(doc: Document): FirstScreenData | null {
  const block = doc.getElementById(FIRST_SCREEN_ID);
  if (!block?.textContent) return null;
  storeCsrfToken(browserStorage(), readCookie(doc.cookie, CSRF_COOKIE));
  return JSON.parse(block.textContent) as FirstScreenData;
}
