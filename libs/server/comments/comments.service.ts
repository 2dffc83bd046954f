import { Injectable } from '@nestjs/common';
import { Comment } from '@app/contract';
import { CommunityRecord } from '@app/server/communities';
import { megabytes } from '@app/server/core/caching';
import { DomainError } from '@app/server/core/errors';
import { isId } from '@app/server/core/ids';
import { MutedIds, PostRecord, PostsService } from '@app/server/posts';
import { AppConfig } from '@app/server/core/config';
import { JoinedBytes, RawJson } from '@app/server/core/raw-json';
import { UsersService } from '@app/server/users';
import { CommentRecord } from './comment.types';
import { CommentJsonService, CommentsPageJson } from './comment-json.service';
import { CommentViewOptions, CommentViewsService } from './comment-views.service';
import { assertCommentId, parseCommentsCursor } from './comment-rules';
import { CommentsRepository } from './comments.repository';

export interface CommentsQuery {
  next?: string;
  parentId?: string;
}

export interface AdminCommentsPage {
  comments: Comment[];
  next: string | null;
}

const COMMENTS_KEY = '{"comments":';

/** Admin comment list page size (docs/api/comments.md). */
const ADMIN_PAGE_SIZE = 100;

/** Reading comments: a post's pages and replies, one comment, a user's comments, the admin list. */
@Injectable()
export class CommentsService {
  /** The last answer of each page per kind of viewer: the same comments Buffer gives the same answer Buffer. */
  private readonly pages: JoinedBytes;

  constructor(
    private readonly comments: CommentsRepository,
    private readonly views: CommentViewsService,
    private readonly posts: PostsService,
    private readonly users: UsersService,
    private readonly json: CommentJsonService,
    config: AppConfig,
  ) {
    this.pages = new JoinedBytes(megabytes(config.jsonCacheMb));
  }

  /**
   * `GET /api/posts/{publicId}/comments`: a page (as JSON text, see CommentJsonService), or with `parentId`
   * every descendant of one comment.
   */
  async list(publicId: string, query: CommentsQuery, viewerId: string | null): Promise<RawJson | Comment[]> {
    const post = await this.posts.getByPublicId(publicId);
    if (query.parentId !== undefined) {
      if (!isId(query.parentId)) throw new DomainError('INVALID_ID');
      return this.views.toComments(await this.comments.descendants(post.id, query.parentId), viewerId, { posts: [post] });
    }
    const cursor = parseCommentsCursor(query.next);
    // The first page counts as a visit of the post (docs/api/comments.md).
    if (!cursor && viewerId) await this.posts.recordVisit(viewerId, post.id);
    const page = await this.json.page(post, cursor, viewerId);
    const key = `${post.id}\n${cursor ? `${cursor.upvotes}.${cursor.id}` : ''}\n${viewerId ? 'member' : 'visitor'}`;
    return this.pages.answer(key, [COMMENTS_KEY, page.comments, `,"next":${JSON.stringify(page.next)}}`], page.shared);
  }

  /** The first page of a post's comments, as `GET /api/posts/{publicId}` embeds it. */
  firstPage(post: PostRecord, viewerId: string | null, muted?: MutedIds, community?: CommunityRecord): Promise<CommentsPageJson> {
    return this.json.page(post, null, viewerId, muted, community);
  }

  /** `GET /api/comments/{commentId}`. */
  async getOne(commentId: string, viewerId: string | null): Promise<Comment> {
    return this.views.toCommentOne(await this.getRecord(commentId), viewerId);
  }

  /** 400 invalid_id for a malformed id, 404 comment_not_found when absent. */
  async getRecord(commentId: string): Promise<CommentRecord> {
    const record = await this.comments.findById(assertCommentId(commentId));
    if (!record) throw new DomainError('COMMENT_NOT_FOUND');
    return record;
  }

  /** Rows of several comments at once (report targets). */
  findRecordsByIds(ids: readonly string[]): Promise<CommentRecord[]> {
    return this.comments.findByIds(ids);
  }

  /** Maps rows to Comments for `viewerId` in a fixed number of queries (see CommentViewsService). */
  toComments(records: readonly CommentRecord[], viewerId: string | null, options?: CommentViewOptions): Promise<Comment[]> {
    return this.views.toComments(records, viewerId, options);
  }

  /**
   * A user's comments for the profile feed, newest first from the inclusive `cursorId`, at most `limit`.
   * Deleted by the author: gone; deleted by mods or admins: shown to admins only.
   */
  async byAuthor(userId: string, cursorId: string | null, limit: number, viewerId: string | null): Promise<CommentRecord[]> {
    return this.comments.byAuthor(userId, cursorId, limit, await this.users.isAdmin(viewerId));
  }

  /**
   * The profile feed's comments as `viewerId` sees them, each with `postTitle`, as JSON text: the feed is sent
   * as bytes, so a comment is not parsed into an object only to be stringified again.
   */
  profileCommentJsons(records: readonly CommentRecord[], viewerId: string | null, muted?: MutedIds): Promise<string[]> {
    return this.views.toCommentJsons(records, viewerId, { withPostTitle: true, muted });
  }

  /** `GET /api/comments` (admins): 100 per page, newest first, `next` = id of the first comment of the next page. */
  async adminList(next: string | undefined, viewerId: string): Promise<AdminCommentsPage> {
    if (next !== undefined && next !== '' && !isId(next)) throw new DomainError('INVALID_ID');
    const records = await this.comments.latest(next || null, ADMIN_PAGE_SIZE + 1);
    const page = records.slice(0, ADMIN_PAGE_SIZE);
    return {
      comments: await this.views.toComments(page, viewerId, { withPostTitle: true }),
      next: records[ADMIN_PAGE_SIZE]?.id ?? null,
    };
  }
}
