import { Injectable, Logger } from '@nestjs/common';
import { COPIES } from './image-contexts';
import { ImageProcessor } from './image-processor';
import { ImageStore } from './image-store';
import { ImagesRepository } from './images.repository';

export interface MakeCopiesResult {
  made: string[];
  skipped: string[];
}

/**
 * `images.make-copies` (worker): every named copy of the image's context. Idempotent: copies already
 * recorded are skipped, a copy half-made by a killed worker is written again and its row upserted, and
 * a deleted image ends the job quietly.
 */
@Injectable()
export class ImageCopiesService {
  private readonly logger = new Logger(ImageCopiesService.name);

  constructor(
    private readonly images: ImagesRepository,
    private readonly store: ImageStore,
    private readonly processor: ImageProcessor,
  ) {}

  async makeCopies(imageId: string): Promise<MakeCopiesResult> {
    const image = await this.images.findById(imageId);
    if (!image) return { made: [], skipped: [] };
    const done = new Set(image.copies.map((c) => c.name));
    const original = await this.store.read({ imageId, variant: 'original', format: image.format });
    if (!original) {
      this.logger.warn(`image ${imageId} has no original file; no copies made`);
      return { made: [], skipped: [] };
    }
    const result: MakeCopiesResult = { made: [], skipped: [] };
    for (const spec of COPIES[image.context]) {
      if (done.has(spec.name)) {
        result.skipped.push(spec.name);
        continue;
      }
      const copy = await this.processor.copy(original, image, spec, image.format);
      await this.store.write({ imageId, variant: spec.name, format: image.format }, copy.data);
      const saved = await this.images.saveCopy(imageId, {
        name: spec.name,
        width: copy.width,
        height: copy.height,
        boxWidth: spec.width,
        boxHeight: spec.height,
        fit: spec.fit,
        format: image.format,
        size: copy.data.length,
      });
      if (!saved) {
        // Deleted while we worked: take our files with it.
        await this.store.deleteAll(imageId);
        return result;
      }
      result.made.push(spec.name);
    }
    return result;
  }
}
