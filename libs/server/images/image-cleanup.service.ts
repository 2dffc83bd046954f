import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/server/core/config';
import { ImageIntakeService } from './image-intake.service';
import { ImagesRepository } from './images.repository';

const BATCH = 500;

/** `images.delete-temporary` (hourly): uploads no post took within IMAGES_TEMPORARY_HOURS go, records and files. */
@Injectable()
export class ImageCleanupService {
  private readonly logger = new Logger(ImageCleanupService.name);

  constructor(
    private readonly images: ImagesRepository,
    private readonly intake: ImageIntakeService,
    private readonly config: AppConfig,
  ) {}

  async deleteExpiredTemporary(): Promise<{ deleted: number }> {
    let deleted = 0;
    for (;;) {
      const ids = await this.images.expiredTemporary(this.config.imagesTemporaryHours, BATCH);
      if (!ids.length) break;
      // Only rows still temporary are deleted: a post may have taken one since the select.
      deleted += (await this.intake.delete(ids, true)).length;
      if (ids.length < BATCH) break;
    }
    if (deleted) this.logger.log(`deleted ${deleted} expired temporary upload(s)`);
    return { deleted };
  }
}
