/**
 * Errors that mean "a service we depend on is unreachable right now" rather than "this request is wrong" or
 * "our code is broken": the api answers them with 503 and `Retry-After` instead of 500 (docs/security.md,
 * "Faults"). Recognised by their codes and names, walking `cause`, TypeORM's `driverError` and AggregateError.
 */

/** PostgreSQL SQLSTATEs: connection exceptions (08…), too many connections (53300), shutting down (57P0x), cancelled by timeout (57014). */
const PG_UNAVAILABLE = new Set(['08000', '08001', '08003', '08004', '08006', '53300', '57P01', '57P02', '57P03', '57014']);
/** Socket errors of node's net module. */
const NET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
/** Texts of pg, pg-pool and ioredis that carry no code. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'enableOfflineQueue options is false',
  'Connection is closed',
  'Reached the max retries per request limit',
];

/** The retry hint sent with a 503, in seconds: Redis and PostgreSQL restarts take a few. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (PG_UNAVAILABLE.has(code) || NET_UNAVAILABLE.has(code))) return true;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  // TypeORM gives a transaction's connection back as soon as pg reports it broken (PostgreSQL restarting under
  // an open transaction); the transaction's next statement then throws this, with no cause attached. Code that
  // used a finished transaction would throw it too, but that is caught by the tests, not met under load.
  if (error.name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  if (MESSAGES.some((text) => error.message.includes(text))) return true;
  const nested: unknown[] = [error.cause, (error as { driverError?: unknown }).driverError];
  if (error instanceof AggregateError) nested.push(...(error.errors as unknown[]));
  return nested.some((inner) => isServiceUnavailable(inner, depth + 1));
}

/** Deadlock detected and serialization failure: PostgreSQL rolled the statement back; running it again may succeed. */
const PG_TRANSIENT_CONFLICT = new Set(['40P01', '40001']);

/**
 * A write that lost a deadlock or a serialization race. Not an outage (the database answered), so it does not
 * count as one for the pool's wait; a single statement is run again (`retryOnConflict`), and what is still left
 * goes out as 503 with a short `Retry-After`, never as a 500.
 */
export function isTransientConflict(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && PG_TRANSIENT_CONFLICT.has(code)) return true;
  return [error.cause, (error as { driverError?: unknown }).driverError].some((inner) => isTransientConflict(inner, depth + 1));
}
