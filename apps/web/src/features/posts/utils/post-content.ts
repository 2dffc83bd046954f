import type { Post, UserGroup } from '@app/contract';

interface Viewer {
  id: string;
  isAdmin: boolean;
}

/**
 * A deleted post shows its banner and title only. Admins, who may delete a post's content, still
 * see what they would be deleting (docs/screens.md §6: admins see deleted content).
 */
export function showsPostContent(post: Pick<Post, 'deleted' | 'deletedContent'>, viewer: Pick<Viewer, 'isAdmin'> | null): boolean {
  if (post.deletedContent) return false;
  return !post.deleted || Boolean(viewer?.isAdmin);
}

/**
 * 'Delete image' / 'Delete link': the content of a non-text post can be deleted by its author (as
 * `normal`) or an admin (as `admins`), with the post or later on an already deleted one; moderators
 * cannot (docs/api/posts.md, DELETE: mod-cannot-delete-content). Null when not offered.
 */
export function deleteContentOption(
  post: Pick<Post, 'type' | 'userId' | 'deletedContent'>,
  viewer: Viewer | null,
): { kind: 'image' | 'link'; deleteAs: UserGroup } | null {
  if (!viewer || post.type === 'text' || post.deletedContent) return null;
  const kind = post.type;
  if (viewer.id === post.userId) return { kind, deleteAs: 'normal' };
  if (viewer.isAdmin) return { kind, deleteAs: 'admins' };
  return null;
}
