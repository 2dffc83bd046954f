import { absoluteUrl } from '../../../lib/share-link';

/** The canonical address of a post: its real community and public id, on this site. */
export function postUrl(post: { communityName: string; publicId: string }, origin: string = window.location.origin): string {
  return absoluteUrl(`/${post.communityName}/post/${post.publicId}`, origin);
}
