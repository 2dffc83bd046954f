import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfig } from '@app/server/core/config';
import { mimeTypeOf } from './image-formats';
import { ImageProcessor } from './image-processor';
import { ImageStore } from './image-store';
import { parseImageRequest } from './image-urls';
import { ImagesRepository } from './images.repository';

export type ImageFileAnswer =
  | { ok: true; contentType: string; etag: string; body: Buffer; immutable: boolean }
  | { ok: false; status: 400 | 404; message: string };

const NOT_FOUND = { ok: false, status: 404, message: 'Image not found' } as const;

/**
 * `GET /images/{id}.{ext}?…` (algorithms.md §13): checks the signature, then serves the named copy when
 * the worker has made it, else the original. The content type comes from the stored format; a request
 * for another of the contract's formats gets a converted file.
 */
@Injectable()
export class ImageFilesService {
  constructor(
    private readonly images: ImagesRepository,
    private readonly store: ImageStore,
    private readonly processor: ImageProcessor,
    private readonly config: AppConfig,
  ) {}

  async answer(fileName: string, query: Record<string, unknown>): Promise<ImageFileAnswer> {
    const parsed = parseImageRequest(this.config.sessionSecret ?? '', fileName, query);
    if (!parsed.ok) return parsed;
    const { id, format, box } = parsed.request;
    const found = await this.images.findForServing(id, box);
    if (!found) return NOT_FOUND;
    const variant = found.copyName ?? 'original';
    let body = await this.store.read({ imageId: id, variant, format: found.format });
    if (!body) return NOT_FOUND;
    if (format !== found.format) body = await this.processor.convert(body, format);
    const served = format;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    // Until its copy exists a copy URL shows the original: caches must come back for the real copy.
    return { ok: true, contentType: mimeTypeOf(served), etag, body, immutable: !box || found.copyName !== null };
  }
}
