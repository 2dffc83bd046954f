import type { ImageFormat } from '@app/contract';

/** Input formats accepted for decoding; anything else (SVG, TIFF, HEIF, text...) is refused. */
export type InputFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * The format the bytes say they are, from their magic numbers alone: never from a file name or a
 * Content-Type. `undefined` for anything not accepted.
 */
export function detectInputFormat(bytes: Uint8Array): InputFormat | undefined {
  const starts = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  const ascii = (offset: number, text: string) => starts(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (bytes.length >= 3 && starts(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (bytes.length >= 8 && starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (bytes.length >= 12 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (bytes.length >= 6 && (ascii(0, 'GIF87a') || ascii(0, 'GIF89a'))) return 'gif';
  return undefined;
}

export const STORED_FORMAT: ImageFormat = 'jpeg';

export function mimeTypeOf(format: ImageFormat): string {
  return `image/${format}`;
}

export function isImageFormat(value: string): value is ImageFormat {
  return value === 'jpeg' || value === 'png' || value === 'webp';
}
