import type { ImageFit } from '@app/contract';

/** What an image is for: decides how the original is fitted and which named copies it has. */
export type ImageContext = 'post' | 'link' | 'user' | 'community-icon' | 'community-banner';

export interface Box {
  readonly width: number;
  readonly height: number;
  readonly fit: ImageFit;
}

export interface CopySpec extends Box {
  readonly name: string;
}

/** The stored original (docs/api/rules.md §13): contain never enlarges; link thumbnails are cropped. */
export const ORIGINAL_BOX: Readonly<Record<ImageContext, Box>> = {
  post: { width: 5000, height: 5000, fit: 'contain' },
  link: { width: 1280, height: 720, fit: 'cover' },
  user: { width: 2000, height: 2000, fit: 'contain' },
  'community-icon': { width: 2000, height: 2000, fit: 'contain' },
  'community-banner': { width: 2000, height: 2000, fit: 'contain' },
};

const PICTURE_COPIES: readonly CopySpec[] = [
  { name: 'tiny', width: 50, height: 50, fit: 'cover' },
  { name: 'small', width: 120, height: 120, fit: 'cover' },
  { name: 'medium', width: 200, height: 200, fit: 'cover' },
];

/** The named copies of each context (docs/api/entities.md §1). */
export const COPIES: Readonly<Record<ImageContext, readonly CopySpec[]>> = {
  post: [
    { name: 'tiny', width: 120, height: 120, fit: 'cover' },
    { name: 'small', width: 325, height: 250, fit: 'cover' },
    { name: 'medium', width: 720, height: 1440, fit: 'contain' },
    { name: 'large', width: 1080, height: 2160, fit: 'contain' },
    { name: 'huge', width: 2160, height: 4320, fit: 'contain' },
  ],
  link: [
    { name: 'tiny', width: 120, height: 120, fit: 'cover' },
    { name: 'desktop', width: 325, height: 250, fit: 'cover' },
    { name: 'mobile', width: 875, height: 500, fit: 'cover' },
  ],
  user: PICTURE_COPIES,
  'community-icon': PICTURE_COPIES,
  'community-banner': [
    { name: 'small', width: 720, height: 240, fit: 'cover' },
    { name: 'large', width: 1440, height: 480, fit: 'cover' },
  ],
};

/**
 * The pixel size of an image fitted into a box: `cover` is exactly the box; `contain` scales down (never
 * up) keeping the aspect ratio, fractions truncated toward zero (docs/api/entities.md §1), never below 1 px.
 */
export function fittedSize(width: number, height: number, box: Box): { width: number; height: number } {
  if (box.fit === 'cover') return { width: box.width, height: box.height };
  const scale = Math.min(box.width / width, box.height / height, 1);
  if (scale === 1) return { width, height };
  return { width: Math.max(1, Math.trunc(width * scale)), height: Math.max(1, Math.trunc(height * scale)) };
}

/** The named copy of the context whose box a copy URL asks for, if any (a URL signs the box, not the name). */
export function copySpecForBox(context: ImageContext, box: Box): CopySpec | undefined {
  return COPIES[context].find((spec) => spec.width === box.width && spec.height === box.height && spec.fit === box.fit);
}
