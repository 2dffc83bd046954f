import {
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { from, lastValueFrom, Observable } from 'rxjs';
import { AppConfig } from '@app/server/core/config';
import type { UploadedFile } from '@app/server/images';

const uploads = new WeakMap<Request, UploadedFile>();

/** No upload is read for this long: an older file was left by an api that stopped in the middle of a request. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

async function removeStaleUploads(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(path, { force: true });
  }
}

/**
 * Writes the multipart field `image` to a temporary file under DATA_DIR/uploads (multer, IMAGES_MAX_UPLOAD_BYTES)
 * and deletes it once the request is answered: a burst of large uploads waiting for a decode slot must
 * not sit in memory. Runs after the guards, so visitors and non-moderators are refused before
 * any body is read. A too-large body is not refused here: the service reports `file_size_exceeded` after
 * its own checks, in the contract's order (multer deletes the partial file itself).
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;
  /** Settles once the leftovers of earlier runs are gone (tests wait for it). */
  readonly cleaned: Promise<void>;

  constructor(config: AppConfig) {
    const dest = join(config.dataDir, 'uploads');
    const Multer = FileInterceptor('image', { dest, limits: { fileSize: config.imagesMaxUploadBytes, files: 1, fields: 20, parts: 30, fieldSize: 64 * 1024 } });
    this.multer = new Multer({});
    // Several api processes may share the folder, so only files none of them can still be reading go.
    this.cleaned = removeStaleUploads(dest).catch(() => undefined);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { file?: { path?: string } }>();
    try {
      const result = await this.multer.intercept(context, {
        handle: () => {
          const path = req.file?.path;
          uploads.set(req, { path });
          if (!path) return next.handle();
          // The file goes before the answer does, so nothing of a refused upload is left behind.
          return from(lastValueFrom(next.handle(), { defaultValue: undefined }).finally(() => rm(path, { force: true })));
        },
      });
      return result as Observable<unknown>;
    } catch (error) {
      if (error instanceof PayloadTooLargeException) uploads.set(req, { tooLarge: true });
      else if (error instanceof HttpException) uploads.set(req, {});
      else throw error;
      return next.handle();
    }
  }
}

/** Marks a route that takes an image upload. */
export const TakesImageUpload = () => applyDecorators(UseInterceptors(ImageUploadInterceptor));

/** The upload the interceptor read (or why there is none). */
export const ImageUpload = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedFile => uploads.get(context.switchToHttp().getRequest<Request>()) ?? {},
);
