import { Module, Provider } from '@nestjs/common';
import { AppConfig } from '@app/server/core/config';
import { SafeFetchModule } from '@app/server/link-preview';
import { ImageAltTextService } from './image-alt-text.service';
import { ImageCleanupService } from './image-cleanup.service';
import { ImageCopiesService } from './image-copies.service';
import { ImageFilesService } from './image-files.service';
import { ImageIntakeService } from './image-intake.service';
import { ImageProcessor } from './image-processor';
import { ImageStore, LocalImageStore } from './image-store';
import { ImageUploadsService } from './image-uploads.service';
import { ImageViewsService } from './image-views.service';
import { ImagesRepository } from './images.repository';
import { LinkThumbnailsService } from './link-thumbnails.service';
import { PictureSlotsService } from './picture-slots.service';
import { PostImagesService } from './post-images.service';
import { S3ImageStore } from './s3-image-store';
import { SharpImageProcessor } from './sharp-image-processor';

/** Reading images only (users and communities show their pictures): no store, no queue. */
@Module({ providers: [ImageViewsService, ImagesRepository], exports: [ImageViewsService] })
export class ImageViewsModule {}

/** The store IMAGES_STORE names: the folder IMAGES_DIR, or an S3-compatible bucket (docs/operations.md, "Object storage for images"). */
const imageStore: Provider = {
  provide: ImageStore,
  inject: [AppConfig],
  useFactory: (config: AppConfig): ImageStore => (config.imagesStore === 's3' ? new S3ImageStore(config) : new LocalImageStore(config)),
};

const shared = [ImageViewsService, ImageIntakeService, PictureSlotsService, ImageAltTextService, ImageFilesService, ImageCopiesService, PostImagesService];

/** What both processes need: the store, the image processor (sharp), the records, reading and taking images in. */
@Module({
  providers: [...shared, ImagesRepository, { provide: ImageProcessor, useClass: SharpImageProcessor }, imageStore],
  exports: [...shared, ImagesRepository, ImageProcessor, ImageStore],
})
export class ImagesCoreModule {}

/** The api's side: uploads (rate-limited, needs the global RateLimitModule) besides the core. */
@Module({
  imports: [ImagesCoreModule],
  providers: [ImageUploadsService],
  exports: [ImagesCoreModule, ImageUploadsService],
})
export class ImagesModule {}

/** The worker's side: the copies job (ImageCopiesService, in the core: the api makes copies on request too), temporary-upload cleanup and link thumbnails (through the SSRF-safe fetcher). */
@Module({
  imports: [ImagesCoreModule, SafeFetchModule],
  providers: [ImageCleanupService, LinkThumbnailsService],
  exports: [ImagesCoreModule, ImageCleanupService, LinkThumbnailsService],
})
export class ImagesWorkerModule {}
