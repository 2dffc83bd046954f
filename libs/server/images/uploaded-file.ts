import { open } from 'node:fs/promises';
import { DomainError } from '@app/server/core/errors';

/**
 * An image to take in: its bytes in memory (a fetched link thumbnail), or the path of the file the api's
 * multipart parser wrote them to, so a burst of large uploads is not held in memory while it waits.
 */
export type ImageSource = Buffer | { path: string };

/** What the api's multipart parser hands a service: the uploaded file, or why there is none. */
export interface UploadedFile {
  /** The temporary file holding the upload; the api deletes it once the request is answered. */
  path?: string;
  /** The body passed IMAGES_MAX_UPLOAD_BYTES; reported after the route's own checks. */
  tooLarge?: boolean;
}

/** The file, or the contract's refusal (`file_size_exceeded`, then `file_missing`). */
export function requireFile(file: UploadedFile | undefined): ImageSource {
  if (file?.tooLarge) throw new DomainError('FILE_SIZE_EXCEEDED');
  if (!file?.path) throw new DomainError('FILE_MISSING');
  return { path: file.path };
}

/** The first `length` bytes of the image (enough for its magic numbers). */
export async function leadingBytes(source: ImageSource, length: number): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source.subarray(0, length);
  const file = await open(source.path, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await file.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
