import type { Image } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { clampAltText, communityImage, communityImageError } from './community-image';

const icon = { id: 'i1' } as Image;
const banner = { id: 'b1' } as Image;
const apiError = (status: number, code?: string) => ({ status, code, message: 'x', isNetworkError: false });

describe('community images', () => {
  it('picks the icon or the banner by upload route', () => {
    expect(communityImage({ proPic: icon, bannerImage: banner }, 'pro_pic')).toBe(icon);
    expect(communityImage({ proPic: icon, bannerImage: banner }, 'banner_image')).toBe(banner);
    expect(communityImage({ proPic: null, bannerImage: null }, 'banner_image')).toBeNull();
  });

  it('keeps alt text within 1024 characters', () => {
    expect(clampAltText('a'.repeat(1030))).toHaveLength(1024);
    expect(clampAltText('A red banner')).toBe('A red banner');
  });

  it("says what went wrong with an upload in the error catalogue's words", () => {
    expect(communityImageError(apiError(400, 'file_size_exceeded'))).toBe('Maximum file size exceeded.');
    expect(communityImageError(apiError(400, 'unsupported-image-format'))).toBe('Unsupported image.');
    expect(communityImageError(apiError(403, 'not_admin_nor_mod'))).toBe('Something went wrong.');
  });
});
