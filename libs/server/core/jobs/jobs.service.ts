import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { Job, Queue } from 'bullmq';
import { currentRequestId } from '../request-context';
import { DEFAULT_JOB_OPTIONS, JobName, JobPayloads, JobTrace, QUEUE_OF_JOB, QueueName } from './job-registry';

export interface EnqueueOptions {
  /** Deterministic id: enqueueing the same id twice keeps one job. */
  jobId?: string;
  delayMs?: number;
}

/** A job payload with the id of the request that enqueues it (if any); every producer sends its payloads through it. */
export function traced<T extends object>(payload: T): T & JobTrace {
  const requestId = currentRequestId();
  return requestId ? { ...payload, requestId } : payload;
}

/** The only BullMQ producer. Services call it after their transaction commits. */
@Injectable()
export class JobsService {
  constructor(private readonly moduleRef: ModuleRef) {}

  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<Job<JobPayloads[N] & JobTrace>> {
    return this.queueFor(name).add(name, traced(payload), { ...DEFAULT_JOB_OPTIONS, jobId: options.jobId, delay: options.delayMs });
  }

  queueFor(name: JobName): Queue {
    return this.queue(QUEUE_OF_JOB[name]);
  }

  queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
