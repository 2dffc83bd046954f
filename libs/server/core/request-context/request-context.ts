import { AsyncLocalStorage } from 'node:async_hooks';

/** What follows one HTTP request through the services it calls, and into the jobs it enqueues. */
export interface RequestContext {
  readonly requestId: string;
}

/** The context plus what the request learned on its way (kept per request, never shared). */
interface RequestState extends RequestContext {
  databaseUnreachable: boolean;
  reads: ReadRouting;
  /** A request that changes nothing by its method wrote anyway (a post page records the member's visit). */
  wrote: boolean;
}

/**
 * Where this request's page reads may go (docs/operations.md, "Scaling path"): a read replica only for a
 * request that changes nothing (GET, HEAD), and for a member only once the replica has their last write.
 */
export interface ReadRouting {
  /** The signed-in member, whose own writes must be read back; null for a guest. */
  readonly memberId: string | null;
  readonly replicaAllowed: boolean;
}

const PRIMARY_ONLY: ReadRouting = { memberId: null, replicaAllowed: false };

const storage = new AsyncLocalStorage<RequestState>();

/** Runs `fn` (and everything it awaits) as part of the request `context`. */
export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run({ ...context, databaseUnreachable: false, reads: PRIMARY_ONLY, wrote: false }, fn);
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

/** Set once the session is known; outside a request (worker, schedules, CLI) every read goes to the primary. */
export function routeReadsInRequest(routing: ReadRouting): void {
  const state = storage.getStore();
  if (state) state.reads = routing;
}

export function readRoutingInRequest(): ReadRouting {
  return storage.getStore()?.reads ?? PRIMARY_ONLY;
}

/** An object that stands for the current request (a WeakMap key for what it decides once), or undefined outside one. */
export function requestScope(): object | undefined {
  return storage.getStore();
}

/** Said by a write that a GET makes (the post visit), so the member's later reads see it too. */
export function noteWriteInRequest(): void {
  const state = storage.getStore();
  if (state) state.wrote = true;
}

export function wroteInRequest(): boolean {
  return storage.getStore()?.wrote ?? false;
}
