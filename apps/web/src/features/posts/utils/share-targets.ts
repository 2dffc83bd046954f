/**
 * The share menu's outside targets (docs/screens.md §2, Post page): each gets the post's
 * canonical URL and, where the service takes one, its title.
 */
export function shareOnXUrl(url: string, title: string): string {
  const target = new URL('https://x.com/intent/tweet');
  target.searchParams.set('url', url);
  target.searchParams.set('text', title);
  return target.toString();
}

export function shareOnFacebookUrl(url: string): string {
  const target = new URL('https://www.facebook.com/sharer/sharer.php');
  target.searchParams.set('u', url);
  return target.toString();
}

/** A file name for a downloaded post image: the post's public id, its place in the gallery, the stored format. */
export function imageFileName(publicId: string, index: number, format: string): string {
  const extension = format === 'jpeg' || format === 'png' || format === 'webp' ? format : 'jpeg';
  return index === 0 ? `${publicId}.${extension}` : `${publicId}-${index + 1}.${extension}`;
}
