import type { ImageFormat } from '@app/contract';
import type { Box } from './image-contexts';
import type { InputFormat } from './image-formats';
import type { ImageSource } from './uploaded-file';

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

export interface EncodedImage {
  format: ImageFormat;
  /** Bytes written. */
  size: number;
  width: number;
  height: number;
  averageColor: string;
}

/** The bytes could not be decoded as an image (refused on intake). */
export class UndecodableImage extends Error {}

/**
 * The image library, behind one port (docs/architecture.md): services depend on this class, the module binds it to
 * `SharpImageProcessor`, the only file that imports sharp.
 */
export abstract class ImageProcessor {
  /** How many operations of this process wait for a decode slot (DecodeSlots) right now. */
  abstract get waiting(): number;

  /** Width and height from the header alone: no pixel is decoded. First page of animated images. */
  abstract readHeader(source: ImageSource): Promise<ImageHeader>;

  /**
   * Decodes (rotated by its EXIF orientation, first frame only), fits into `box` and re-encodes as JPEG,
   * so no EXIF/XMP/ICC metadata survives, into the file `into`; samples the average colour. Throws `UndecodableImage`.
   */
  abstract reencode(source: ImageSource, input: InputFormat, box: Box, into: string): Promise<EncodedImage>;

  /** A named copy of a stored original: `cover` is exactly the box, `contain` shrinks only (docs/api/entities.md §1). */
  abstract copy(
    original: Buffer,
    sourceSize: { width: number; height: number },
    box: Box,
    format: ImageFormat,
  ): Promise<{ data: Buffer; width: number; height: number }>;

  /** The stored image in another of the contract's formats (`/images/{id}.png` of a JPEG). */
  abstract convert(original: Buffer, format: ImageFormat): Promise<Buffer>;
}
