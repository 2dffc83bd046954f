import { Processor } from '@nestjs/bullmq';
import { ImageCleanupService, ImageCopiesService, LinkThumbnailsService } from '@app/server/images';
import { JobHandlers } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/**
 * Queue `images`: routes each job to its service. A killed worker's job is taken up again once its lock
 * expires; the services are idempotent, so a second run never duplicates.
 */
@Processor('images', { autorun: false })
export class ImagesProcessor extends QueueProcessor<'images'> {
  protected readonly handlers: JobHandlers<'images'> = {
    'images.make-copies': (job) => this.copies.makeCopies(job.data.imageId),
    'images.delete-temporary': () => this.cleanup.deleteExpiredTemporary(),
    'images.fetch-link-thumbnail': (job) => this.thumbnails.fetchThumbnail(job.data.postId),
  };

  constructor(
    private readonly copies: ImageCopiesService,
    private readonly cleanup: ImageCleanupService,
    private readonly thumbnails: LinkThumbnailsService,
  ) {
    super();
  }
}
