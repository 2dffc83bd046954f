import { CallHandler, createParamDecorator, ExecutionContext, HttpException, Injectable, NestInterceptor, PayloadTooLargeException, UseInterceptors, applyDecorators } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { AppConfig } from '@app/server/core/config';
import type { UploadedFile } from '@app/server/images';

const uploads = new WeakMap<Request, UploadedFile>();

/**
 * Reads the multipart field `image` into memory (multer, IMAGES_MAX_UPLOAD_BYTES). Runs after the guards,
 * so visitors and non-moderators are refused before any body is read. A too-large body is not refused
 * here: the service reports `file_size_exceeded` after its own checks, in the contract's order.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(config: AppConfig) {
    const Multer = FileInterceptor('image', { limits: { fileSize: config.imagesMaxUploadBytes, files: 1, fields: 20, parts: 30, fieldSize: 64 * 1024 } });
    this.multer = new Multer({});
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { file?: { buffer?: Buffer } }>();
    const proceed: CallHandler = { handle: () => next.handle() };
    try {
      const result = await this.multer.intercept(context, {
        handle: () => {
          uploads.set(req, { bytes: req.file?.buffer });
          return proceed.handle();
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
export const ImageUpload = createParamDecorator((_data: unknown, context: ExecutionContext): UploadedFile => uploads.get(context.switchToHttp().getRequest<Request>()) ?? {});
