import { Comment, ZERO_ID } from '@app/contract';
import { toWireTime, toWireTimeOrNull } from '@app/server/core/clock';
import { ghostId, toUser, UserRecord, UserViewer } from '@app/server/users';
import { CommentRecord } from './comment.types';

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

export const STRIPPED = { username: '[Hidden]', body: '[Deleted comment]' } as const;

/** A deleted comment shows its content to admins, and to the community's mods when they deleted it (docs/api/comments.md). */
export function isStrippedFor(record: CommentRecord, view: Pick<CommentView, 'viewer' | 'viewerIsMod'>): boolean {
  if (!record.deletedAt) return false;
  if (view.viewer?.isAdmin) return false;
  return !(record.deletedAs === 'mods' && view.viewerIsMod);
}

export function toComment(record: CommentRecord, view: CommentView): Comment {
  const stripped = isStrippedFor(record, view);
  const authorDeleted = view.author?.deletedAt != null;
  const ghosted = authorDeleted && view.viewer?.isAdmin !== true;
  const comment: Comment = {
    id: record.id,
    postId: record.postId,
    postPublicId: view.postPublicId,
    communityId: record.communityId,
    communityName: view.communityName,
    userId: stripped || ghosted ? ZERO_ID : record.userId,
    username: stripped ? STRIPPED.username : ghosted ? 'ghost' : (view.author?.username ?? ''),
    userGroup: stripped ? 'null' : record.userGroup,
    userDeleted: authorDeleted,
    parentId: record.parentId,
    depth: record.depth,
    noReplies: record.noReplies,
    noRepliesDirect: record.noRepliesDirect,
    ancestors: record.ancestors,
    body: stripped ? STRIPPED.body : record.body,
    upvotes: record.upvotes,
    downvotes: record.downvotes,
    createdAt: toWireTime(record.createdAt),
    editedAt: toWireTimeOrNull(record.editedAt),
    deleted: record.deletedAt !== null,
    deletedAt: toWireTimeOrNull(record.deletedAt),
    locked: record.lockedAt !== null,
    lockedBy: record.lockedBy,
    lockedAt: toWireTimeOrNull(record.lockedAt),
    userVoted: null,
    userVotedUp: null,
    postDeleted: false,
  };
  if (authorDeleted) comment.userGhostId = ghostId(record.userId, record.postId);
  if (record.deletedAt) {
    comment.contentStripped = stripped;
    if (record.deletedAs) comment.deletedAs = record.deletedAs;
  }
  if (record.lockedAt && record.lockedByGroup) comment.lockedByGroup = record.lockedByGroup;
  if (!stripped && view.author) comment.author = toUser(view.author, view.viewer);
  // On a deleted comment only an admin learns it (docs/api/mutes.md), so the flag never reveals a hidden author.
  if (view.authorMuted && (!record.deletedAt || view.viewer?.isAdmin)) comment.isAuthorMuted = true;
  if (view.viewer && !stripped) {
    comment.userVoted = view.vote !== undefined;
    comment.userVotedUp = view.vote ?? null;
  }
  if (view.postTitle !== undefined) comment.postTitle = view.postTitle;
  return comment;
}
