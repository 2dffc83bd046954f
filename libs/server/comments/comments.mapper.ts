import { Comment } from '@app/contract';
import { toUser, UserRecord, UserViewer } from '@app/server/users';
import { CommentRecord } from './comment.types';
import { commentJson, toFragment } from './comment-json';

/** Everything a comment's JSON depends on besides its own row. */
export interface CommentView {
  viewer: UserViewer | null;
  /** Whether the viewer moderates the comment's community (only read for comments deleted as `mods`). */
  viewerIsMod: boolean;
  author: UserRecord | undefined;
  postPublicId: string;
  communityName: string;
  /** The viewer's vote: true up, false down, undefined none. */
  vote: boolean | undefined;
  /** Only the profile feed and the admin list carry it (docs/api/entities.md §5). */
  postTitle?: string;
  /** The viewer muted the author (docs/api/mutes.md). */
  authorMuted?: boolean;
}

/**
 * The comment object of every answer but the comment pages and the profile feed, parsed from the one
 * definition of its JSON (`commentJson`), so the two can never differ.
 */
export function toComment(record: CommentRecord, view: CommentView): Comment {
  return JSON.parse(commentJsonOf(record, view)) as Comment;
}

/** A comment's JSON as `view` sees it, for answers sent as bytes (the profile feed). */
export function commentJsonOf(record: CommentRecord, view: CommentView): string {
  const author = view.author;
  return commentJson(toFragment(record, ''), {
    viewer: view.viewer,
    viewerIsMod: view.viewerIsMod,
    author: author && {
      version: '',
      username: JSON.stringify(author.username),
      deleted: author.deletedAt != null,
      user: JSON.stringify(toUser(author, view.viewer)),
    },
    postPublicId: JSON.stringify(view.postPublicId),
    communityName: JSON.stringify(view.communityName),
    vote: view.vote,
    authorMuted: view.authorMuted === true,
    postTitle: view.postTitle,
  });
}
