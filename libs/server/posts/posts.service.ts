import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainError } from '@app/server/core/errors';
import { isId } from '@app/server/core/ids';
import { PostRecord } from './post.types';
import { FeedRepository } from './feed.repository';
import { PostViewsRepository } from './post-views.repository';
import { PostsRepository } from './posts.repository';

/** What other areas (comments, reports, lists) may ask of posts. */
@Injectable()
export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly visits: PostViewsRepository,
    private readonly feeds: FeedRepository,
  ) {}

  /** By the 8-character public id of URLs; 404 `post/not-found` when absent. */
  async getByPublicId(publicId: string): Promise<PostRecord> {
    const post = /^[0-9A-Za-z_]{8}$/.test(publicId) ? await this.posts.findByPublicId(publicId) : null;
    if (!post) throw new DomainError('POST_NOT_FOUND');
    return post;
  }

  /** By the internal 24-hex id; 404 `post/not-found` when absent or malformed. */
  async getById(id: string): Promise<PostRecord> {
    const post = isId(id) ? await this.posts.findById(id) : null;
    if (!post) throw new DomainError('POST_NOT_FOUND');
    return post;
  }

  findByIds(ids: readonly string[]): Promise<PostRecord[]> {
    return this.posts.findByIds(ids);
  }

  /** A user's posts newest first from `fromId` (inclusive); posts deleted by mods or admins only for admins. */
  byAuthor(userId: string, fromId: string | null, limit: number, includeDeletedByOthers: boolean): Promise<PostRecord[]> {
    return this.feeds.byAuthor(userId, fromId, limit, includeDeletedByOthers);
  }

  /** Called inside the transaction that adds a comment. */
  recordNewComment(tx: EntityManager, postId: string, at: Date, authorId: string): Promise<void> {
    return this.posts.recordComment(tx, postId, at, authorId);
  }

  /** A logged-in viewer opened the post (its page, or its first comments page). */
  async recordVisit(userId: string, postId: string): Promise<void> {
    await this.visits.recordVisit(userId, postId);
  }
}
