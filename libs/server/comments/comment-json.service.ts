import { Injectable } from '@nestjs/common';
import { Limits, ZERO_ID } from '@app/contract';
import { BoundedCache, boundedCache, megabytes } from '@app/server/core/caching';
import { AppConfig } from '@app/server/core/config';
import { JoinedBytes } from '@app/server/core/raw-json';
import { toWireTime, toWireTimeOrNull } from '@app/server/core/clock';
import { CommunitiesService, CommunityRecord } from '@app/server/communities';
import { MutedContent, MutedIds, NOTHING_MUTED, PostRecord } from '@app/server/posts';
import { AuthorJson, AuthorJsonService, ghostId, UsersService, UserViewer } from '@app/server/users';
import { CommentRecord, CommentsCursor, CommentVersion } from './comment.types';
import { CommentVotesRepository } from './comment-votes.repository';
import { STRIPPED } from './comments.mapper';
import { CommentsRepository } from './comments.repository';
import { encodeCommentsCursor } from './comment-rules';

/**
 * A comment's own fields, serialised once per row version, cut where `toComment` puts what depends on the
 * viewer, the author, the post or the community. The pieces keep `toComment`'s key order.
 */
interface Fragment {
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
  /** Deleted comments: `,"deletedAs":…` when set. */
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

export interface CommentsPageJson {
  /** The JSON array of the page's comments and their missing ancestors, as `toComments` would give them, in UTF-8. */
  comments: Buffer;
  next: string | null;
  /** The Buffer is a remembered assembly that other requests of the page get too (not one viewer's own). */
  shared: boolean;
}

const ZERO_ID_JSON = JSON.stringify(ZERO_ID);
const HIDDEN_NAME_JSON = JSON.stringify(STRIPPED.username);
const DELETED_BODY_JSON = JSON.stringify(STRIPPED.body);
const GHOST_NAME_JSON = JSON.stringify('ghost');
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
const EMPTY = Buffer.from('[]');

/**
 * A post's comment pages as JSON text, built from cached fragments: the first statement reads only the
 * page's ids and row versions (`xmin`), the cache answers the rows whose version it holds, and one statement
 * reads the rest. Authors come the same way (AuthorJsonService). The viewer's parts (votes, mutes, what a
 * deleted comment shows them) are added per request, so one cache serves every viewer. The output is
 * byte-for-byte `JSON.stringify(toComments(...))` (apps/api/test/comment-pages-json.int-spec.ts).
 */
@Injectable()
export class CommentJsonService {
  private readonly cache: BoundedCache<Fragment>;
  /** The last assembly of each page per kind of viewer: the same memoised comments give the same Buffer. */
  private readonly pages: JoinedBytes;

  constructor(
    private readonly comments: CommentsRepository,
    private readonly authorsJson: AuthorJsonService,
    private readonly users: UsersService,
    private readonly votes: CommentVotesRepository,
    private readonly communities: CommunitiesService,
    private readonly mutedContent: MutedContent,
    config: AppConfig,
  ) {
    this.cache = boundedCache<Fragment>({ maxBytes: megabytes(config.jsonCacheMb), sizeOf: fragmentBytes });
    this.pages = new JoinedBytes(megabytes(config.jsonCacheMb));
  }

  /**
   * Best first; comments of the page whose parent is elsewhere bring their missing ancestors after the page.
   * `community`: the post's community when the caller already read it (the post page), so it is not read again.
   */
  async page(
    post: PostRecord,
    cursor: CommentsCursor | null,
    viewerId: string | null,
    muted?: MutedIds,
    community?: CommunityRecord,
  ): Promise<CommentsPageJson> {
    const size = Limits.commentsPageSize;
    const rows = await this.comments.pageVersions(post.id, cursor, size + 1);
    const page = rows.slice(0, size);
    const after = rows[size];
    const ancestors = await this.comments.versionsByIds(missingAncestorIds(page));
    const all = [...page, ...ancestors];
    const next = after ? encodeCommentsCursor({ upvotes: after[2], id: after[0] }) : null;
    if (!all.length) return { comments: EMPTY, next, shared: true };

    const [viewer, fragments, communityNames, votes, mutedIds] = await Promise.all([
      viewerId ? this.users.findById(viewerId) : null,
      this.fragments(all),
      this.communityNames(all, community),
      viewerId
        ? this.votes.votesOf(
            viewerId,
            all.map((r) => r[0]),
          )
        : new Map<string, boolean>(),
      // Nobody mutes themself: a page of the viewer's own comments needs no lookup (as toComments).
      viewerId && all.some((r) => r[5] !== viewerId) ? (muted ?? this.mutedContent.of(viewerId)) : NOTHING_MUTED,
    ]);
    const userViewer: UserViewer | null = viewer ? { id: viewer.id, isAdmin: viewer.isAdmin } : null;
    const list = all.map((r) => fragments.get(r[0])).filter((f): f is Fragment => f !== undefined);
    const [authors, modded] = await Promise.all([
      this.authorsJson.authors([...new Set(list.map((f) => f.userId))], userViewer),
      this.moddedCommunities(list, userViewer),
    ]);
    const mutedUsers = new Set(mutedIds.userIds);
    const postPublicId = JSON.stringify(post.publicId);
    // UTF-8 pieces copied once into the answer: no page-sized string, no encoding of it per request.
    const parts: Buffer[] = [OPEN];
    let shared = true;
    for (const fragment of list) {
      if (parts.length > 1) parts.push(COMMA);
      const json = this.assemble(fragment, {
        viewer: userViewer,
        viewerIsMod: modded.has(fragment.communityId),
        author: authors.get(fragment.userId),
        postPublicId,
        communityName: JSON.stringify(communityNames.get(fragment.communityId) ?? ''),
        vote: votes.get(fragment.id),
        authorMuted: mutedUsers.has(fragment.userId),
      });
      shared &&= json === fragment.memo?.visitor || json === fragment.memo?.member;
      parts.push(json);
    }
    parts.push(CLOSE);
    return { comments: this.pages.join(pageKey(post, cursor, viewerId), parts, shared), next, shared };
  }

  /** Fragments of the rows, by id: cached ones whose version still matches, the others read in one statement. */
  private async fragments(rows: readonly CommentVersion[]): Promise<Map<string, Fragment>> {
    const found = new Map<string, Fragment>();
    const misses: string[] = [];
    for (const [id, version] of rows) {
      const fragment = this.cache.get(id);
      if (fragment?.version === version) found.set(id, fragment);
      else misses.push(id);
    }
    for (const { version, record } of await this.comments.findVersionedByIds(misses)) {
      const fragment = toFragment(record, version);
      this.cache.set(record.id, fragment);
      found.set(record.id, fragment);
    }
    return found;
  }

  private async communityNames(rows: readonly CommentVersion[], known?: CommunityRecord): Promise<Map<string, string>> {
    const ids = [...new Set(rows.map((r) => r[6]))];
    // A comment stays in its post's community, so a known post community is every comment's.
    const records = known && ids.length === 1 && ids[0] === known.id ? [known] : await this.communities.findRecordsByIds(ids);
    return new Map(records.map((c) => [c.id, c.name]));
  }

  /** Only asked when it matters: a non-admin viewer and a comment deleted as `mods` in the page (as toComments). */
  private async moddedCommunities(fragments: readonly Fragment[], viewer: UserViewer | null): Promise<Set<string>> {
    if (!viewer || viewer.isAdmin || !fragments.some((f) => f.deletedAsMods)) return new Set();
    return new Set((await this.communities.moddingList(viewer.id))?.map((c) => c.id) ?? []);
  }

  /** The comment's JSON for this viewer: from the fragment's memo when the viewer sees the common variant. */
  private assemble(f: Fragment, view: AssembleView): Buffer {
    const variant = commonVariant(f, view);
    if (!variant) return Buffer.from(this.build(f, view));
    const key = `${view.author?.version ?? ''}\n${view.postPublicId}\n${view.communityName}`;
    if (f.memo?.key !== key) f.memo = { key };
    const memoised = f.memo[variant];
    if (memoised !== undefined) return memoised;
    const json = Buffer.from(this.build(f, view));
    f.memo[variant] = json;
    // Set again so the cache's bound counts the memo too (only when the fragment is still cached).
    if (this.cache.get(f.id) === f) this.cache.set(f.id, f);
    return json;
  }

  /** `toComment`'s branches, in its key order (comments.mapper.ts). */
  private build(f: Fragment, view: AssembleView): string {
    const admin = view.viewer?.isAdmin === true;
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
    return json + '}';
  }
}

interface AssembleView {
  viewer: UserViewer | null;
  viewerIsMod: boolean;
  author: AuthorJson | undefined;
  /** JSON of the post's public id. */
  postPublicId: string;
  /** JSON of the community's name. */
  communityName: string;
  vote: boolean | undefined;
  authorMuted: boolean;
}

/**
 * A page for one kind of viewer: visitors share its assembly, and members too while every comment of it is
 * their common variant (members with a vote or a mute on the page get one of their own, not remembered).
 */
function pageKey(post: PostRecord, cursor: CommentsCursor | null, viewerId: string | null): string {
  return `${post.id}\n${cursor ? `${cursor.upvotes}.${cursor.id}` : ''}\n${viewerId ? 'member' : 'visitor'}`;
}

/** Which memoised variant this viewer gets, if any (see Fragment.memo). */
function commonVariant(f: Fragment, view: AssembleView): 'visitor' | 'member' | null {
  if (!view.viewer) return 'visitor';
  const plain = !view.viewer.isAdmin && view.viewer.id !== f.userId && view.vote === undefined && !view.authorMuted && !(f.deletedAsMods && view.viewerIsMod);
  return plain ? 'member' : null;
}

function toFragment(r: CommentRecord, version: string): Fragment {
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
    deletedAs: r.deletedAs ? `,"deletedAs":${s(r.deletedAs)}` : '',
    lockedByGroup: r.lockedAt && r.lockedByGroup ? `,"lockedByGroup":${s(r.lockedByGroup)}` : '',
  };
}

function fragmentBytes(f: Fragment): number {
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

/** Ancestors of the page's comments that the page lacks, so the client can attach every comment to a root. */
export function missingAncestorIds(page: readonly CommentVersion[]): string[] {
  const inPage = new Set(page.map((r) => r[0]));
  const missing = new Set<string>();
  for (const [, , , parentId, ancestors] of page) {
    if (!parentId || inPage.has(parentId) || !ancestors) continue;
    for (const id of ancestors.split(',')) if (!inPage.has(id)) missing.add(id);
  }
  return [...missing];
}
