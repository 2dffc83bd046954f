import { Processor } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { AppConfig } from '@app/server/core/config';
import { ImageCleanupService, ImageCopiesService, LinkThumbnailsService } from '@app/server/images';
import { QueueJob } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/**
 * Queue `images`: routes each job to its service. A killed worker's job is taken up again once its lock
 * expires; the services are idempotent, so a second run never duplicates.
 */
@Processor('images', { autorun: false })
export class ImagesProcessor extends QueueProcessor {
  constructor(
    config: AppConfig,
    private readonly copies: ImageCopiesService,
    private readonly cleanup: ImageCleanupService,
    private readonly thumbnails: LinkThumbnailsService,
  ) {
    super(config);
  }

  async process(job: QueueJob<'images'>): Promise<unknown> {
    switch (job.name) {
      case 'images.make-copies':
        return this.copies.makeCopies(job.data.imageId);
      case 'images.delete-temporary':
        return this.cleanup.deleteExpiredTemporary();
      case 'images.fetch-link-thumbnail':
        return this.thumbnails.fetchThumbnail(job.data.postId);
      default: {
        const unknownJob: never = job;
        throw new UnrecoverableError(`queue images has no job named ${String((unknownJob as Job).name)}`);
      }
    }
  }
}
