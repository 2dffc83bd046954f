import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { ImageFormat } from '@app/contract';
import { AppConfig } from '@app/server/core/config';
import { ImageCopiesService } from './image-copies.service';
import { copySpecForBox, CopySpec } from './image-contexts';
import { mimeTypeOf } from './image-formats';
import { ImageProcessor } from './image-processor';
import { ImageStore } from './image-store';
import { parseImageRequest } from './image-urls';
import { ImagesRepository, ServedImage } from './images.repository';

export type ImageFileAnswer =
  { ok: true; contentType: string; etag: string; body: Buffer; immutable: boolean } | { ok: false; status: 400 | 404; message: string };

const NOT_FOUND = { ok: false, status: 404, message: 'Image not found' } as const;

/**
 * Copies made on request at once in this process. Past that (or with as many operations already waiting
 * for the decode slot) a copy URL answers the original for a minute instead of queueing behind them:
 * a page of new image posts must not hold each thumbnail for the sum of every decode before it.
 */
export const ON_DEMAND_COPIES_MAX = 4;

/** The made copy's bytes; `gone` when the image was deleted meanwhile; undefined when it could not be made now. */
type OnDemandCopy = Buffer | 'gone' | undefined;

/**
 * `GET /images/{id}.{ext}?…` (docs/api/rules.md §13): checks the signature, then serves the named copy from
 * the store; a copy the worker has not made yet is made here once (docs/api-notes.md "Image copies"),
 * and the original answers when that is not possible. The content type comes from the stored format; a
 * request for another of the contract's formats gets a converted file.
 */
@Injectable()
export class ImageFilesService {
  private readonly logger = new Logger(ImageFilesService.name);
  /** One making per copy in this process: a burst of requests for it waits for the same decode. */
  private readonly making = new Map<string, Promise<OnDemandCopy>>();

  constructor(
    private readonly images: ImagesRepository,
    private readonly store: ImageStore,
    private readonly processor: ImageProcessor,
    private readonly copies: ImageCopiesService,
    private readonly config: AppConfig,
  ) {}

  async answer(fileName: string, query: Record<string, unknown>): Promise<ImageFileAnswer> {
    const parsed = parseImageRequest(this.config.sessionSecret ?? '', fileName, query);
    if (!parsed.ok) return parsed;
    const { id, format, box } = parsed.request;
    const found = await this.images.findForServing(id, box);
    if (!found) return NOT_FOUND;
    const spec = box && copySpecForBox(found.context, box);
    if (spec) {
      const stored = found.copyName ? await this.store.read({ imageId: id, variant: spec.name, format: found.format }) : undefined;
      if (stored) return this.file(stored, found.format, format, true);
      // Not made yet (or recorded but not in the store): made here, once.
      const made = await this.copyOnDemand(found, spec);
      if (made === 'gone') return NOT_FOUND;
      if (made) return this.file(made, found.format, format, true);
    }
    const original = await this.store.read({ imageId: id, variant: 'original', format: found.format });
    if (!original) return NOT_FOUND;
    // A copy URL showing the original (a box no copy has, or a copy not made now): caches must come back.
    return this.file(original, found.format, format, !box);
  }

  private async file(body: Buffer, stored: ImageFormat, wanted: ImageFormat, immutable: boolean): Promise<ImageFileAnswer> {
    const served = wanted === stored ? body : await this.processor.convert(body, wanted);
    const etag = `"${createHash('sha256').update(served).digest('base64url').slice(0, 27)}"`;
    return { ok: true, contentType: mimeTypeOf(wanted), etag, body: served, immutable };
  }

  private copyOnDemand(image: ServedImage, spec: CopySpec): Promise<OnDemandCopy> {
    const key = `${image.id}/${spec.name}`;
    const running = this.making.get(key);
    if (running) return running;
    if (this.making.size >= ON_DEMAND_COPIES_MAX || this.processor.waiting >= ON_DEMAND_COPIES_MAX) return Promise.resolve(undefined);
    const making = this.makeCopy(image, spec).finally(() => this.making.delete(key));
    this.making.set(key, making);
    return making;
  }

  private async makeCopy(image: ServedImage, spec: CopySpec): Promise<OnDemandCopy> {
    try {
      // Made since this request looked (by the worker, or by a making that ended just before this one began).
      if ((await this.images.copyNames(image.id)).has(spec.name)) {
        const made = await this.store.read({ imageId: image.id, variant: spec.name, format: image.format });
        if (made) return made;
      }
      const original = await this.store.read({ imageId: image.id, variant: 'original', format: image.format });
      if (!original) return undefined;
      return (await this.copies.makeCopy(image, spec, original)) ?? 'gone';
    } catch (error) {
      this.logger.error(`could not make copy ${spec.name} of ${image.id} on request: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}
