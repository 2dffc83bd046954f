import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError } from 'bullmq';
import { AppConfig } from '@app/server/core/config';
import { PostWindowsService } from '@app/server/posts';
import { QueueJob } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `posts`: routes each job to its service. */
@Processor('posts', { autorun: false })
export class PostsProcessor extends QueueProcessor {
  constructor(
    config: AppConfig,
    private readonly windows: PostWindowsService,
  ) {
    super(config);
  }

  async process(job: QueueJob<'posts'>): Promise<unknown> {
    switch (job.name) {
      case 'posts.prune-windows':
        return this.windows.prune();
      default: {
        const unknownJob: never = job.name;
        throw new UnrecoverableError(`queue posts has no job named ${String(unknownJob)}`);
      }
    }
  }
}
