import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { Job, Queue } from 'bullmq';
import { DEFAULT_JOB_OPTIONS, JobName, JobPayloads, QUEUE_OF_JOB } from './job-registry';

export interface EnqueueOptions {
  /** Deterministic id: enqueueing the same id twice keeps one job. */
  jobId?: string;
  delayMs?: number;
}

/** The only BullMQ producer. Services call it after their transaction commits. */
@Injectable()
export class JobsService {
  constructor(private readonly moduleRef: ModuleRef) {}

  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<Job<JobPayloads[N]>> {
    return this.queueFor(name).add(name, payload, { ...DEFAULT_JOB_OPTIONS, jobId: options.jobId, delay: options.delayMs });
  }

  queueFor(name: JobName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(QUEUE_OF_JOB[name]), { strict: false });
  }
}
