import { type Community, type Image, Limits, UiMessages } from '@app/contract';
import { failedCallMessage, isApiError } from '../../../lib/api-error';
import type { CommunityImageKind } from '../community-images.api';

/** The icon or the banner of a community, by the name its upload route uses. */
export function communityImage(community: Pick<Community, 'proPic' | 'bannerImage'>, kind: CommunityImageKind): Image | null {
  return kind === 'pro_pic' ? community.proPic : community.bannerImage;
}

/** Alt text as the server keeps it: at most 1024 characters (docs/api/rules.md §18, text and count limits). */
export function clampAltText(text: string): string {
  return text.slice(0, Limits.imageAltTextMax);
}

/** Upload failures (docs/api/constants.md §8): 400 file_size_exceeded / unsupported_image, else the general texts. */
export function communityImageError(failure: unknown): string {
  const code = isApiError(failure) ? failure.code : undefined;
  if (code === 'file_size_exceeded') return UiMessages.fileTooLarge;
  if (code === 'unsupported_image' || code === 'unsupported-image-format') return UiMessages.unsupportedImage;
  return failedCallMessage(failure);
}
