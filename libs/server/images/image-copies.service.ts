import { Injectable } from '@nestjs/common';
import { COPIES, CopySpec } from './image-contexts';
import { ImageProcessor } from './image-processor';
import { ImageStore } from './image-store';
import type { ImageRecord } from './image.types';
import { ImagesRepository } from './images.repository';

export interface MakeCopiesResult {
  made: string[];
  skipped: string[];
}

/** What making a copy needs to know of its image. */
export type CopySubject = Pick<ImageRecord, 'id' | 'format' | 'width' | 'height'>;

/**
 * Makes named copies: every copy of an image in `images.make-copies` (worker), or one copy asked for
 * before the worker got to it (`ImageFilesService`, api). Idempotent either way: a copy already recorded
 * is skipped, a copy made twice at once (api and worker) is the same file renamed into place twice and
 * the same row upserted, a copy half-made by a killed worker is written again, and a deleted image ends
 * the work quietly. An original missing from the store fails the job's attempt, so the queue's backoff
 * (DEFAULT_JOB_OPTIONS) gives the store time instead of ending the job without copies.
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
    const original = await this.store.read({ imageId, variant: 'original', format: image.format });
    // Not readable from the store (yet): the attempt fails and the queue retries it with backoff.
    if (!original) throw new Error(`image ${imageId} has no original file in the store`);
    const result: MakeCopiesResult = { made: [], skipped: [] };
    for (const spec of COPIES[image.context]) {
      // Asked again before each copy: the api makes a copy requested before this job reached it.
      if ((await this.images.copyNames(imageId)).has(spec.name)) {
        result.skipped.push(spec.name);
        continue;
      }
      if (!(await this.makeCopy(image, spec, original))) return result;
      result.made.push(spec.name);
    }
    return result;
  }

  /**
   * Makes, stores and records one copy; undefined when the image was deleted meanwhile. The store refuses a
   * copy whose image's files are gone; one written just before the deletion removed them is found by the
   * row's absence after writing, and its files are removed here.
   */
  async makeCopy(image: CopySubject, spec: CopySpec, original: Buffer): Promise<Buffer | undefined> {
    const copy = await this.processor.copy(original, image, spec, image.format);
    if (!(await this.store.write({ imageId: image.id, variant: spec.name, format: image.format }, copy.data))) return undefined;
    const saved = await this.images.saveCopy(image.id, {
      name: spec.name,
      width: copy.width,
      height: copy.height,
      boxWidth: spec.width,
      boxHeight: spec.height,
      fit: spec.fit,
      format: image.format,
      size: copy.data.length,
    });
    if (saved) return copy.data;
    await this.store.deleteAll(image.id);
    return undefined;
  }
}
