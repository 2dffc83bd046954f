import { Processor } from '@nestjs/bullmq';
import { IpBlocksExpiryService } from '@app/server/ip-blocks';
import { JobHandlers } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `ipblocks`: routes each job to its service. */
@Processor('ipblocks', { autorun: false })
export class IpBlocksProcessor extends QueueProcessor<'ipblocks'> {
  protected readonly handlers: JobHandlers<'ipblocks'> = {
    'ipblocks.expire-blocks': () => this.expiry.expire(),
  };

  constructor(private readonly expiry: IpBlocksExpiryService) {
    super();
  }
}
