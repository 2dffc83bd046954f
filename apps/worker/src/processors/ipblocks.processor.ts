import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError } from 'bullmq';
import { AppConfig } from '@app/server/core/config';
import { IpBlocksExpiryService } from '@app/server/ip-blocks';
import { QueueJob } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `ipblocks`: routes each job to its service. */
@Processor('ipblocks', { autorun: false })
export class IpBlocksProcessor extends QueueProcessor {
  constructor(
    config: AppConfig,
    private readonly expiry: IpBlocksExpiryService,
  ) {
    super(config);
  }

  async process(job: QueueJob<'ipblocks'>): Promise<unknown> {
    switch (job.name) {
      case 'ipblocks.expire-blocks':
        return this.expiry.expire();
      default: {
        const unknownJob: never = job.name;
        throw new UnrecoverableError(`queue ipblocks has no job named ${String(unknownJob)}`);
      }
    }
  }
}
