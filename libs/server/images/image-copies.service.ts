import { Injectable } from '@nestjs/common';
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
 * a deleted image ends the job quietly. An original missing from the store fails the attempt, so the
 * queue's backoff (DEFAULT_JOB_OPTIONS) gives the store time instead of ending the job without copies.
 */
@Injectable()
export class ImageCopiesService {
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
    // Not readable from the store (yet): the attempt fails and the queue retries it with backoff.
    if (!original) throw new Error(`image ${imageId} has no original file in the store`);
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
