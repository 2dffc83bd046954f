import { Injectable } from '@nestjs/common';
import { Image } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { RateLimiter } from '@app/server/core/throttling';
import { ImageIntakeService } from './image-intake.service';
import { toImage } from './images.mapper';
import { requireFile, UploadedFile } from './uploaded-file';

/** `POST /api/_uploads` (docs/api/posts.md): a temporary upload of this user, answered at once with the copies it will have. */
@Injectable()
export class ImageUploadsService {
  constructor(
    private readonly intake: ImageIntakeService,
    private readonly rateLimiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async upload(file: UploadedFile | undefined, caller: Caller & { userId: string }): Promise<Image> {
    // Upstream checks this before login; visitors are refused by the route guard first, before any body is read.
    if (this.config.postsImagesDisabled) throw new DomainError('NO_IMAGE_UPLOADS');
    await this.rateLimiter.consume('imageUpload', caller.userId, caller);
    const record = await this.intake.take(requireFile(file), { context: 'post', userId: caller.userId, temporary: true, refusal: 'UNSUPPORTED_IMAGE_FORMAT' });
    await this.intake.requestCopies(record.id);
    return toImage(record, this.config.sessionSecret ?? '');
  }
}
