import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { ImageFormat } from '@app/contract';
import { AppConfig } from '@app/server/core/config';
import { DecodeSlots } from './decode-slots';
import { Box, fittedSize } from './image-contexts';
import type { InputFormat } from './image-formats';
import { EncodedImage, ImageHeader, ImageProcessor, UndecodableImage } from './image-processor';
import type { ImageSource } from './uploaded-file';

// Decoded pixels are not kept between operations: the api must stay small while uploads come in.
sharp.cache(false);
// One libvips thread per operation. sharp picks 1 itself on glibc, but not when MALLOC_ARENA_MAX is set
// (as our launchers do); more threads each hold their own tile buffers and fragment glibc's heap.
sharp.concurrency(1);

/**
 * Operations that decode pixels at once per process (api and worker alike); the others queue in arrival
 * order. One keeps a burst of 15 × 50-megapixel uploads under 300 MB in each process; two answered the
 * burst about 1.8× faster but took the api to 309 MB (docs/performance.md, "Images").
 */
const DECODE_SLOTS = 1;

const JPEG_OPTIONS = { quality: 85, progressive: true, chromaSubsampling: '4:2:0' } as const;

/**
 * Progressive and Huffman-optimised JPEG encoders keep every DCT coefficient of the image until the end,
 * about 3 bytes a pixel (75 MB for a 5000 × 5000 original). Above this size the original is written as a
 * baseline JPEG with standard tables, which libjpeg streams a band at a time (the file is ~5 % larger).
 */
const PROGRESSIVE_MAX_PIXELS = 4_000_000;
const STREAMED_JPEG_OPTIONS = { quality: 85, progressive: false, optimiseCoding: false, chromaSubsampling: '4:2:0' } as const;

const input = (source: ImageSource): Buffer | string => (Buffer.isBuffer(source) ? source : source.path);

/**
 * `ImageProcessor` on sharp, the only file that imports it (docs/architecture.md). Reads headers without decoding,
 * re-encodes from pixels (so no EXIF/XMP/ICC metadata survives), fits into boxes and samples the average colour.
 */
@Injectable()
export class SharpImageProcessor extends ImageProcessor {
  private readonly slots = new DecodeSlots(DECODE_SLOTS);

  constructor(private readonly config: AppConfig) {
    super();
  }

  get waiting(): number {
    return this.slots.queued;
  }

  async readHeader(source: ImageSource): Promise<ImageHeader> {
    try {
      const meta = await sharp(input(source), { limitInputPixels: false }).metadata();
      if (!meta.width || !meta.height) throw new UndecodableImage('no dimensions');
      return { format: meta.format, width: meta.width, height: meta.pageHeight ?? meta.height };
    } catch (error) {
      throw error instanceof UndecodableImage ? error : new UndecodableImage(String(error));
    }
  }

  reencode(source: ImageSource, format: InputFormat, box: Box, into: string): Promise<EncodedImage> {
    return this.slots.run(async () => {
      try {
        const oriented = await this.orientedSize(source);
        const size = fittedSize(oriented.width, oriented.height, box);
        // Straight to the file: a 5000 × 5000 original is ~13 MB of JPEG that, as a Buffer, would stay in the
        // api until V8 collected it (external memory triggers a full GC only after tens of MB), so a burst
        // of uploads piled them up (docs/performance.md, "Images").
        const written = await this.decoder(source, format)
          .rotate()
          .resize(size.width, size.height, { fit: box.fit === 'cover' ? 'cover' : 'fill', position: 'centre' })
          .flatten({ background: '#ffffff' })
          .jpeg(size.width * size.height > PROGRESSIVE_MAX_PIXELS ? STREAMED_JPEG_OPTIONS : JPEG_OPTIONS)
          .toFile(into);
        return { format: 'jpeg' as const, size: written.size, ...size, averageColor: await this.averageColor(into) };
      } catch (error) {
        throw new UndecodableImage(String(error));
      }
    });
  }

  copy(
    original: Buffer,
    sourceSize: { width: number; height: number },
    box: Box,
    format: ImageFormat,
  ): Promise<{ data: Buffer; width: number; height: number }> {
    const size = fittedSize(sourceSize.width, sourceSize.height, box);
    const pipeline = sharp(original, { limitInputPixels: this.config.imagesMaxPixels }).resize(size.width, size.height, {
      fit: box.fit === 'cover' ? 'cover' : 'fill',
      position: 'centre',
    });
    return this.slots.run(async () => ({ data: await encode(pipeline, format).toBuffer(), ...size }));
  }

  convert(original: Buffer, format: ImageFormat): Promise<Buffer> {
    return this.slots.run(() => encode(sharp(original, { limitInputPixels: this.config.imagesMaxPixels }), format).toBuffer());
  }

  /** The mean colour of the image as CSS `rgb(R,G,B)`, sampled from a small copy. */
  private async averageColor(file: string): Promise<string> {
    const { data, info } = await sharp(file, { limitInputPixels: this.config.imagesMaxPixels })
      .resize(16, 16, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sums = [0, 0, 0];
    const pixels = info.width * info.height;
    for (let i = 0; i < pixels; i++) for (let c = 0; c < 3; c++) sums[c] += data[i * info.channels + Math.min(c, info.channels - 1)];
    const [r, g, b] = sums.map((s) => Math.trunc(s / pixels));
    return `rgb(${r},${g},${b})`;
  }

  private decoder(source: ImageSource, format: InputFormat): sharp.Sharp {
    // The header was checked against the caps already; the limit here is the second line of defence.
    return sharp(input(source), {
      limitInputPixels: this.config.imagesMaxPixels,
      failOn: 'error',
      pages: 1,
      animated: false,
      ...(format === 'gif' ? { page: 0 } : {}),
    });
  }

  /** Size after EXIF auto-rotation (orientations 5–8 swap the sides). */
  private async orientedSize(source: ImageSource): Promise<{ width: number; height: number }> {
    const meta = await sharp(input(source), { limitInputPixels: false }).metadata();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  }
}

function encode(pipeline: sharp.Sharp, format: ImageFormat): sharp.Sharp {
  if (format === 'png') return pipeline.png();
  if (format === 'webp') return pipeline.webp({ quality: 82 });
  return pipeline.flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS);
}
