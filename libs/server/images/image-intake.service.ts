import { Injectable, Logger } from '@nestjs/common';
import type { ErrorKey } from '@app/contract';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { newId } from '@app/server/core/ids';
import { JobsService } from '@app/server/core/jobs';
import { ORIGINAL_BOX, ImageContext } from './image-contexts';
import { detectInputFormat } from './image-formats';
import { ImageProcessor, UndecodableImage } from './image-processor';
import { ImageStore } from './image-store';
import type { ImageRecord } from './image.types';
import { ImagesRepository } from './images.repository';
import { ImageSource, leadingBytes } from './uploaded-file';

export interface IntakeOptions {
  context: ImageContext;
  userId: string | null;
  /** Uploads for posts stay temporary until a post takes them. */
  temporary: boolean;
  /** The contract error for an unsupported image on this route. */
  refusal: ErrorKey;
}

/** The deterministic id of an image's copies job: enqueueing twice keeps one job. */
export const makeCopiesJobId = (imageId: string) => `make-copies-${imageId}`;

/**
 * Takes an image in (docs/api-notes.md "Images"): format from the magic numbers, dimensions from the header and
 * the caps applied before any pixel is decoded, then re-encoded from pixels into the store, recorded,
 * and its copies handed to the worker. Nothing is stored for a refused image.
 */
@Injectable()
export class ImageIntakeService {
  private readonly logger = new Logger(ImageIntakeService.name);

  constructor(
    private readonly processor: ImageProcessor,
    private readonly store: ImageStore,
    private readonly images: ImagesRepository,
    private readonly jobs: JobsService,
    private readonly config: AppConfig,
  ) {}

  async take(source: ImageSource, options: IntakeOptions): Promise<ImageRecord> {
    const input = detectInputFormat(await leadingBytes(source, 16));
    if (!input) throw new DomainError(options.refusal);
    const header = await this.processor.readHeader(source).catch((error: unknown) => {
      if (error instanceof UndecodableImage) throw new DomainError(options.refusal);
      throw error;
    });
    if (header.format !== input) throw new DomainError(options.refusal);
    const { imagesMaxSide, imagesMaxPixels } = this.config;
    if (header.width > imagesMaxSide || header.height > imagesMaxSide || header.width * header.height > imagesMaxPixels) {
      throw new DomainError(options.refusal);
    }
    const id = newId();
    const encoded = await this.store
      .writeWith({ imageId: id, variant: 'original', format: 'jpeg' }, (path) => this.processor.reencode(source, input, ORIGINAL_BOX[options.context], path))
      .catch(async (error: unknown) => {
        await this.store.deleteAll(id);
        if (error instanceof UndecodableImage) throw new DomainError(options.refusal);
        throw error;
      });
    const record: ImageRecord = {
      id,
      userId: options.userId,
      context: options.context,
      format: encoded.format,
      width: encoded.width,
      height: encoded.height,
      size: encoded.size,
      averageColor: encoded.averageColor,
      altText: null,
      temporary: options.temporary,
      createdAt: new Date(),
    };
    try {
      await this.images.insert(record);
    } catch (error) {
      await this.store.deleteAll(record.id);
      throw error;
    }
    return record;
  }

  /** After the record is committed where it belongs: the worker makes the copies. */
  async requestCopies(imageId: string): Promise<void> {
    try {
      await this.jobs.enqueue('images.make-copies', { imageId }, { jobId: makeCopiesJobId(imageId) });
    } catch (error) {
      // Copies are made on request when the job never runs (ImageFilesService): a lost job costs api time only.
      this.logger.error(`could not enqueue copies of ${imageId}: ${String(error)}`);
    }
  }

  /** Deletes records and files (replaced pictures, expired uploads). */
  async delete(ids: readonly (string | null)[], onlyTemporary = false): Promise<string[]> {
    const deleted = await this.images.delete(
      ids.filter((id): id is string => id !== null),
      onlyTemporary,
    );
    for (const id of deleted) await this.store.deleteAll(id);
    return deleted;
  }
}
