import { AsyncLocalStorage } from 'node:async_hooks';

/** What follows one HTTP request through the services it calls, and into the jobs it enqueues. */
export interface RequestContext {
  readonly requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it awaits) as part of the request `context`. */
export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request id of the HTTP request being served, or undefined outside one (worker, schedules, CLI). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
