import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ImageFit, ImageFormat } from '@app/contract';
import { isImageFormat } from './image-formats';

/** `size` of a copy URL: `{w}` when square, else `{w}x{h}` (docs/api/rules.md §13). */
export function sizeText(width: number, height: number): string {
  return width === height ? String(width) : `${width}x${height}`;
}

/** base64url without padding of HMAC-SHA256(secret, `{id}{sizeText}{fitText}.{format}`); the original signs size `0` and no fit. */
export function imageSignature(secret: string, id: string, format: ImageFormat, copy?: { size: string; fit: ImageFit }): string {
  const message = `${id}${copy ? copy.size : '0'}${copy ? copy.fit : ''}.${format}`;
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function originalUrl(secret: string, id: string, format: ImageFormat): string {
  return `/images/${id}.${format}?sig=${imageSignature(secret, id, format)}`;
}

/** Query keys in alphabetical order, as upstream writes them. */
export function copyUrl(secret: string, id: string, format: ImageFormat, box: { width: number; height: number; fit: ImageFit }): string {
  const size = sizeText(box.width, box.height);
  return `/images/${id}.${format}?fit=${box.fit}&sig=${imageSignature(secret, id, format, { size, fit: box.fit })}&size=${size}`;
}

export interface ImageRequest {
  id: string;
  format: ImageFormat;
  /** Absent for the original. */
  box?: { width: number; height: number; fit: ImageFit };
}

export type ParsedImageRequest = { ok: true; request: ImageRequest } | { ok: false; status: 400 | 404; message: string };

const BAD_REQUEST = { ok: false, status: 400, message: 'Bad Request' } as const;

/** Reads `/images/{id}.{ext}?fit&sig&size` and checks its signature; never trusts the request for anything else. */
export function parseImageRequest(secret: string, fileName: string, query: Record<string, unknown>): ParsedImageRequest {
  const match = /^([0-9a-f]{24})\.([a-z]+)$/.exec(fileName);
  if (!match || !isImageFormat(match[2])) return BAD_REQUEST;
  const [, id, format] = match as unknown as [string, string, ImageFormat];
  const sig = query['sig'];
  const size = query['size'];
  const fit = query['fit'];
  if (typeof sig !== 'string' || (size !== undefined && typeof size !== 'string') || (fit !== undefined && typeof fit !== 'string')) return BAD_REQUEST;
  let box: ImageRequest['box'];
  if (size !== undefined) {
    const sizeMatch = /^(\d{1,5})(?:x(\d{1,5}))?$/.exec(size);
    if (!sizeMatch || (fit !== 'cover' && fit !== 'contain')) return BAD_REQUEST;
    const width = Number(sizeMatch[1]);
    const height = sizeMatch[2] === undefined ? width : Number(sizeMatch[2]);
    if (width < 1 || height < 1) return BAD_REQUEST;
    box = { width, height, fit };
  } else if (fit !== undefined) {
    return BAD_REQUEST;
  }
  const expected = imageSignature(secret, id, format, box && { size: size as string, fit: box.fit });
  const given = Buffer.from(sig);
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, status: 400, message: 'Bad signature' };
  return { ok: true, request: { id, format, box } };
}
