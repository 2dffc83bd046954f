import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { ImageFormat } from '@app/contract';
import { AppConfig } from '@app/server/core/config';
import { Box, fittedSize } from './image-contexts';
import type { InputFormat } from './image-formats';
import { EncodedImage, ImageHeader, ImageProcessor, UndecodableImage } from './image-processor';

// Decoded pixels are not kept between operations: the api must stay small while uploads come in.
sharp.cache(false);

const JPEG_OPTIONS = { quality: 85, progressive: true, chromaSubsampling: '4:2:0' } as const;

/**
 * `ImageProcessor` on sharp, the only file that imports it (STYLE.md). Reads headers without decoding,
 * re-encodes from pixels (so no EXIF/XMP/ICC metadata survives), fits into boxes and samples the average colour.
 */
@Injectable()
export class SharpImageProcessor extends ImageProcessor {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async readHeader(bytes: Buffer): Promise<ImageHeader> {
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      if (!meta.width || !meta.height) throw new UndecodableImage('no dimensions');
      return { format: meta.format, width: meta.width, height: meta.pageHeight ?? meta.height };
    } catch (error) {
      throw error instanceof UndecodableImage ? error : new UndecodableImage(String(error));
    }
  }

  async reencode(bytes: Buffer, input: InputFormat, box: Box): Promise<EncodedImage> {
    try {
      const oriented = await this.orientedSize(bytes);
      const size = fittedSize(oriented.width, oriented.height, box);
      const data = await this.decoder(bytes, input)
        .rotate()
        .resize(size.width, size.height, { fit: box.fit === 'cover' ? 'cover' : 'fill', position: 'centre' })
        .flatten({ background: '#ffffff' })
        .jpeg(JPEG_OPTIONS)
        .toBuffer();
      return { data, format: 'jpeg', ...size, averageColor: await this.averageColor(data) };
    } catch (error) {
      throw new UndecodableImage(String(error));
    }
  }

  async copy(original: Buffer, sourceSize: { width: number; height: number }, box: Box, format: ImageFormat): Promise<{ data: Buffer; width: number; height: number }> {
    const size = fittedSize(sourceSize.width, sourceSize.height, box);
    const pipeline = sharp(original, { limitInputPixels: this.config.imagesMaxPixels }).resize(size.width, size.height, {
      fit: box.fit === 'cover' ? 'cover' : 'fill',
      position: 'centre',
    });
    return { data: await encode(pipeline, format).toBuffer(), ...size };
  }

  convert(original: Buffer, format: ImageFormat): Promise<Buffer> {
    return encode(sharp(original, { limitInputPixels: this.config.imagesMaxPixels }), format).toBuffer();
  }

  /** The mean colour of the image as CSS `rgb(R,G,B)`, sampled from a small copy. */
  private async averageColor(bytes: Buffer): Promise<string> {
    const { data, info } = await sharp(bytes, { limitInputPixels: this.config.imagesMaxPixels })
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

  private decoder(bytes: Buffer, input: InputFormat): sharp.Sharp {
    // The header was checked against the caps already; the limit here is the second line of defence.
    return sharp(bytes, { limitInputPixels: this.config.imagesMaxPixels, failOn: 'error', pages: 1, animated: false, ...(input === 'gif' ? { page: 0 } : {}) });
  }

  /** Size after EXIF auto-rotation (orientations 5–8 swap the sides). */
  private async orientedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
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
