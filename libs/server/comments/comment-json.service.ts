import { Injectable } from '@nestjs/common';
import { Limits } from '@app/contract';
import { BoundedCache, boundedCache, megabytes } from '@app/server/core/caching';
import { AppConfig } from '@app/server/core/config';
import { JoinedBytes } from '@app/server/core/raw-json';
import { CommunitiesService, CommunityRecord } from '@app/server/communities';
import { MutedContent, MutedIds, NOTHING_MUTED, PostRecord } from '@app/server/posts';
import { AuthorJsonService, UsersService, UserViewer } from '@app/server/users';
import { CommentsCursor, CommentVersion } from './comment.types';
import { commentJson, CommentJsonView, Fragment, fragmentBytes, toFragment } from './comment-json';
import { CommentVotesRepository } from './comment-votes.repository';
import { CommentsRepository } from './comments.repository';
import { encodeCommentsCursor } from './comment-rules';

export interface CommentsPageJson {
  /** The JSON array of the page's comments and their missing ancestors, as `toComments` would give them, in UTF-8. */
  comments: Buffer;
  next: string | null;
  /** The Buffer is a remembered assembly that other requests of the page get too (not one viewer's own). */
  shared: boolean;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
const EMPTY = Buffer.from('[]');

/**
 * A post's comment pages as JSON text, built from cached fragments: the first statement reads only the
 * page's ids and row versions (`xmin`), the cache answers the rows whose version it holds, and one statement
 * reads the rest. Authors come the same way (AuthorJsonService). The viewer's parts (votes, mutes, what a
 * deleted comment shows them) are added per request, so one cache serves every viewer. The output is
 * byte-for-byte `JSON.stringify(toComments(...))`, both made by `commentJson` (apps/api/test/comment-pages-json.int-spec.ts).
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
  private assemble(f: Fragment, view: CommentJsonView): Buffer {
    const variant = commonVariant(f, view);
    if (!variant) return Buffer.from(commentJson(f, view));
    const key = `${view.author?.version ?? ''}\n${view.postPublicId}\n${view.communityName}`;
    if (f.memo?.key !== key) f.memo = { key };
    const memoised = f.memo[variant];
    if (memoised !== undefined) return memoised;
    const json = Buffer.from(commentJson(f, view));
    f.memo[variant] = json;
    // Set again so the cache's bound counts the memo too (only when the fragment is still cached).
    if (this.cache.get(f.id) === f) this.cache.set(f.id, f);
    return json;
  }
}

/**
 * A page for one kind of viewer: visitors share its assembly, and members too while every comment of it is
 * their common variant (members with a vote or a mute on the page get one of their own, not remembered).
 */
function pageKey(post: PostRecord, cursor: CommentsCursor | null, viewerId: string | null): string {
  return `${post.id}\n${cursor ? `${cursor.upvotes}.${cursor.id}` : ''}\n${viewerId ? 'member' : 'visitor'}`;
}

/** Which memoised variant this viewer gets, if any (see Fragment.memo). */
function commonVariant(f: Fragment, view: CommentJsonView): 'visitor' | 'member' | null {
  if (!view.viewer) return 'visitor';
  const plain = !view.viewer.isAdmin && view.viewer.id !== f.userId && view.vote === undefined && !view.authorMuted && !(f.deletedAsMods && view.viewerIsMod);
  return plain ? 'member' : null;
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
