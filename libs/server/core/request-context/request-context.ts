import { AsyncLocalStorage } from 'node:async_hooks';

/** What follows one HTTP request through the services it calls, and into the jobs it enqueues. */
export interface RequestContext {
  readonly requestId: string;
}

/** The context plus what the request learned on its way (kept per request, never shared). */
interface RequestState extends RequestContext {
  databaseUnreachable: boolean;
}

const storage = new AsyncLocalStorage<RequestState>();

/** Runs `fn` (and everything it awaits) as part of the request `context`. */
export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run({ ...context, databaseUnreachable: false }, fn);
}

/** The request id of the HTTP request being served, or undefined outside one (worker, schedules, CLI). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Whether this request already waited in vain for a PostgreSQL connection: it then fails its next
 * acquisition at once, so one request never waits out the pool's timeout twice (docs/security.md, "Faults").
 */
export function databaseUnreachableInRequest(): boolean {
  return storage.getStore()?.databaseUnreachable ?? false;
}

export function markDatabaseUnreachableInRequest(): void {
  const state = storage.getStore();
  if (state) state.databaseUnreachable = true;
}
