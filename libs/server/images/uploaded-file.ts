import { DomainError } from '@app/server/core/errors';

/** What the api's multipart parser hands a service: the bytes, or why there are none. */
export interface UploadedFile {
  bytes?: Buffer;
  /** The body passed IMAGES_MAX_UPLOAD_BYTES; reported after the route's own checks. */
  tooLarge?: boolean;
}

/** The file's bytes, or the contract's refusal (`file_size_exceeded`, then `file_missing`). */
export function requireFile(file: UploadedFile | undefined): Buffer {
  if (file?.tooLarge) throw new DomainError('FILE_SIZE_EXCEEDED');
  if (!file?.bytes) throw new DomainError('FILE_MISSING');
  return file.bytes;
}
