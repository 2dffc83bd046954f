import type { Image, ImageCopy } from '@app/contract';
import { COPIES, fittedSize } from './image-contexts';
import { mimeTypeOf } from './image-formats';
import { copyUrl, originalUrl } from './image-urls';
import type { ImageRecord } from './image.types';

type CopySource = Pick<ImageRecord, 'id' | 'context' | 'format' | 'width' | 'height'>;

/**
 * Every named copy of the image's context, whether made yet or not (docs/api-notes.md "Image copies"):
 * sizes follow from the stored original's size alone, and the URL is the one the made copy is served
 * under, so the list never changes once the worker has run. A copy not made yet is made on request.
 */
export function plannedCopies(image: CopySource, secret: string): ImageCopy[] {
  return COPIES[image.context].map((spec) => ({
    name: spec.name,
    ...fittedSize(image.width, image.height, spec),
    boxWidth: spec.width,
    boxHeight: spec.height,
    objectFit: spec.fit,
    format: image.format,
    url: copyUrl(secret, image.id, image.format, spec),
  }));
}

/** Image → contract `Image`, in every answer alike (upload, alt text, pictures, posts). */
export function toImage(record: ImageRecord, secret: string): Image {
  return {
    id: record.id,
    format: record.format,
    mimetype: mimeTypeOf(record.format),
    width: record.width,
    height: record.height,
    size: record.size,
    averageColor: record.averageColor,
    url: originalUrl(secret, record.id, record.format),
    copies: plannedCopies(record, secret),
    altText: record.altText,
  };
}
