import { Processor } from '@nestjs/bullmq';
import { PostWindowsService } from '@app/server/posts';
import { JobHandlers } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `posts`: routes each job to its service. */
@Processor('posts', { autorun: false })
export class PostsProcessor extends QueueProcessor<'posts'> {
  protected readonly handlers: JobHandlers<'posts'> = {
    'posts.prune-windows': () => this.windows.prune(),
  };

  constructor(private readonly windows: PostWindowsService) {
    super();
  }
}
