import { Job } from 'bullmq';
import { JobName, JobPayloads, QUEUE_OF_JOB, QueueName } from '@app/server/core/jobs';

/** The registry's job names that run on queue `Q`. */
export type JobNameOf<Q extends QueueName> = { [N in JobName]: (typeof QUEUE_OF_JOB)[N] extends Q ? N : never }[JobName];

/** A BullMQ job of queue `Q`, discriminated by `name`, so a `switch (job.name)` narrows `job.data`. */
export type QueueJob<Q extends QueueName> = { [N in JobNameOf<Q>]: Job<JobPayloads[N], unknown, N> }[JobNameOf<Q>];

/** What each job of queue `Q` runs, by name; a handler gets its job as `switch (job.name)` would narrow it. */
export type JobHandlers<Q extends QueueName> = { [N in JobNameOf<Q>]: (job: Job<JobPayloads[N], unknown, N>) => Promise<unknown> };
