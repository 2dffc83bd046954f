import { Worker } from 'bullmq';

/**
 * Gives a built, not yet running, BullMQ worker its job lock (`lockMs`): how long a job's lock lasts, renewed
 * every half of it, and how often the stalled-job check runs.
 *
 * Why not just `opts.lockDuration`: BullMQ derives the renewal period and builds its lock manager in the
 * Worker's constructor, from the options of that moment (Nest's decorator options are static; ours come from
 * the config later). Changing the option alone took every job with the new lock but kept renewing on the
 * default schedule (15 s, looked at every 7.5 s): with the fault suite's 3 s lock each job longer than 3 s
 * lost its lock while it ran, was moved back to wait as stalled (and run a second time meanwhile), and failed
 * for good at its second stall ("job stalled more than allowable limit", an image job after a worker kill).
 */
export function setJobLock(worker: Worker, lockMs: number): void {
  if (worker.isRunning()) throw new Error(`worker ${worker.name}: the job lock is set before it runs`);
  Object.assign(worker.opts, { lockDuration: lockMs, lockRenewTime: Math.floor(lockMs / 2), stalledInterval: lockMs });
  // BullMQ's own hook for its lock manager (protected, meant to be overridden): rebuilt from the options above.
  (worker as unknown as { createLockManager(): void }).createLockManager();
}
