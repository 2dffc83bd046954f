import { ZERO_ID } from '@app/contract';
import { toWireTime, toWireTimeOrNull } from '@app/server/core/clock';
import { AuthorJson, ghostId, UserViewer } from '@app/server/users';
import { CommentRecord } from './comment.types';

/** What a deleted comment shows whoever may not see it (docs/api/comments.md). */
export const STRIPPED = { username: '[Hidden]', body: '[Deleted comment]' } as const;

/**
 * A comment's own fields, serialised once per row version, cut where what depends on the viewer, the
 * author, the post or the community goes (`commentJson`).
 */
export interface Fragment {
  id: string;
  version: string;
  userId: string;
  postId: string;
  communityId: string;
  deleted: boolean;
  deletedAsMods: boolean;
  /** `{"id":…,"postId":…,"postPublicId":` */
  head: string;
  /** `,"communityId":…,"communityName":` */
  community: string;
  userIdJson: string;
  userGroupJson: string;
  /** `,"parentId":…` to `,"body":` */
  tree: string;
  bodyJson: string;
  /** `,"upvotes":…` to `,"lockedAt":…` */
  counts: string;
  /** Deleted comments: `,"deletedAs":…` and `,"removalReason":…` when set (the reason is public, as in the log). */
  deletedAs: string;
  /** `,"lockedByGroup":…` when locked with a group, else empty. */
  lockedByGroup: string;
  /** Filled the first time a deleted author's comment is shown. */
  ghostId?: string;
  /**
   * The whole comment as most viewers get it, once assembled: for visitors, and for members who neither
   * wrote it, voted on it, muted its author nor moderate it away from the stripped view. Valid for `key`
   * (author version, post, community); the other viewers' comments are assembled each time.
   */
  memo?: { key: string; visitor?: Buffer; member?: Buffer };
}

const ZERO_ID_JSON = JSON.stringify(ZERO_ID);
const HIDDEN_NAME_JSON = JSON.stringify(STRIPPED.username);
const DELETED_BODY_JSON = JSON.stringify(STRIPPED.body);
const GHOST_NAME_JSON = JSON.stringify('ghost');

export interface CommentJsonView {
  viewer: UserViewer | null;
  viewerIsMod: boolean;
  author: AuthorJson | undefined;
  /** JSON of the post's public id. */
  postPublicId: string;
  /** JSON of the community's name. */
  communityName: string;
  vote: boolean | undefined;
  authorMuted: boolean;
  /** Only the profile feed, lists and the admin list carry it (docs/api/entities.md). */
  postTitle?: string;
}

/**
 * A comment as the wire shows it to one viewer (docs/api/entities.md, the comment object): the one definition
 * of its JSON. Pages assemble it from cached fragments; every other answer parses it (`toComment`).
 */
export function commentJson(f: Fragment, view: CommentJsonView): string {
  const admin = view.viewer?.isAdmin === true;
  // A deleted comment shows its content to admins, and to the community's mods when they deleted it.
  const stripped = f.deleted && !admin && !(f.deletedAsMods && view.viewerIsMod);
  const author = view.author;
  const authorDeleted = author?.deleted === true;
  const ghosted = authorDeleted && !admin;
  let json =
    f.head +
    view.postPublicId +
    f.community +
    view.communityName +
    ',"userId":' +
    (stripped || ghosted ? ZERO_ID_JSON : f.userIdJson) +
    ',"username":' +
    (stripped ? HIDDEN_NAME_JSON : ghosted ? GHOST_NAME_JSON : (author?.username ?? '""')) +
    ',"userGroup":' +
    (stripped ? '"null"' : f.userGroupJson) +
    ',"userDeleted":' +
    authorDeleted +
    f.tree +
    (stripped ? DELETED_BODY_JSON : f.bodyJson) +
    f.counts;
  json +=
    view.viewer && !stripped ? ',"userVoted":' + (view.vote !== undefined) + ',"userVotedUp":' + (view.vote ?? null) : ',"userVoted":null,"userVotedUp":null';
  json += ',"postDeleted":false';
  if (authorDeleted) json += ',"userGhostId":' + (f.ghostId ??= JSON.stringify(ghostId(f.userId, f.postId)));
  if (f.deleted) json += ',"contentStripped":' + stripped + f.deletedAs;
  json += f.lockedByGroup;
  if (!stripped && author) json += ',"author":' + author.user;
  // On a deleted comment only an admin learns it (docs/api/mutes.md), so the flag never reveals a hidden author.
  if (view.authorMuted && (!f.deleted || admin)) json += ',"isAuthorMuted":true';
  if (view.postTitle !== undefined) json += ',"postTitle":' + JSON.stringify(view.postTitle);
  return json + '}';
}
export function toFragment(r: CommentRecord, version: string): Fragment {
  const s = JSON.stringify;
  return {
    id: r.id,
    version,
    userId: r.userId,
    postId: r.postId,
    communityId: r.communityId,
    deleted: r.deletedAt !== null,
    deletedAsMods: r.deletedAt !== null && r.deletedAs === 'mods',
    head: `{"id":${s(r.id)},"postId":${s(r.postId)},"postPublicId":`,
    community: `,"communityId":${s(r.communityId)},"communityName":`,
    userIdJson: s(r.userId),
    userGroupJson: s(r.userGroup),
    tree: `,"parentId":${s(r.parentId)},"depth":${s(r.depth)},"noReplies":${s(r.noReplies)},"noRepliesDirect":${s(r.noRepliesDirect)},"ancestors":${s(r.ancestors)},"body":`,
    bodyJson: s(r.body),
    counts:
      `,"upvotes":${s(r.upvotes)},"downvotes":${s(r.downvotes)},"createdAt":${s(toWireTime(r.createdAt))},"editedAt":${s(toWireTimeOrNull(r.editedAt))}` +
      `,"deleted":${r.deletedAt !== null},"deletedAt":${s(toWireTimeOrNull(r.deletedAt))},"locked":${r.lockedAt !== null},"lockedBy":${s(r.lockedBy)},"lockedAt":${s(toWireTimeOrNull(r.lockedAt))}`,
    deletedAs: (r.deletedAs ? `,"deletedAs":${s(r.deletedAs)}` : '') + (r.deletedAt && r.removalReason ? `,"removalReason":${s(r.removalReason)}` : ''),
    lockedByGroup: r.lockedAt && r.lockedByGroup ? `,"lockedByGroup":${s(r.lockedByGroup)}` : '',
  };
}

export function fragmentBytes(f: Fragment): number {
  const memo = (f.memo?.visitor?.length ?? 0) + (f.memo?.member?.length ?? 0);
  const strings =
    f.head.length +
    f.community.length +
    f.userIdJson.length +
    f.userGroupJson.length +
    f.tree.length +
    f.bodyJson.length +
    f.counts.length +
    f.deletedAs.length +
    f.lockedByGroup.length;
  // UTF-16 strings, UTF-8 memos, the ids and version the entry references, and the objects around them.
  return 2 * strings + memo + 300;
}
