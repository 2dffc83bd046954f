import type { Image } from '@app/contract';
import { mimeTypeOf } from './image-formats';
import { copyUrl, originalUrl } from './image-urls';
import type { ImageRecord } from './image.types';

/** Image → contract `Image`; `copies` lists only the copies the worker has made (the client falls back to `url`). */
export function toImage(record: ImageRecord, secret: string, options: { withCopies?: boolean } = {}): Image {
  const withCopies = options.withCopies ?? true;
  return {
    id: record.id,
    format: record.format,
    mimetype: mimeTypeOf(record.format),
    width: record.width,
    height: record.height,
    size: record.size,
    averageColor: record.averageColor,
    url: originalUrl(secret, record.id, record.format),
    copies: withCopies
      ? record.copies.map((c) => ({
          name: c.name,
          width: c.width,
          height: c.height,
          boxWidth: c.boxWidth,
          boxHeight: c.boxHeight,
          objectFit: c.fit,
          format: c.format,
          url: copyUrl(secret, record.id, c.format, { width: c.boxWidth, height: c.boxHeight, fit: c.fit }),
        }))
      : [],
    altText: record.altText,
  };
}
