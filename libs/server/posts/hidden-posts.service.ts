import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Limits } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { isId } from '@app/server/core/ids';
import { PostsRepository } from './posts.repository';

/** Posts a user hid from their feeds; the newest 1000 are kept (docs/api/posts.md). */
@Injectable()
export class HiddenPostsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly posts: PostsRepository,
  ) {}

  async hide(userId: string, postId: string): Promise<void> {
    if (!isId(postId)) throw new DomainError('INVALID_POST_ID');
    if (!(await this.posts.findById(postId))) throw new DomainError('POST_NOT_FOUND');
    await this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO hidden_posts (user_id, post_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, postId]);
      await tx.query(
        `DELETE FROM hidden_posts WHERE user_id = $1 AND post_id IN (
           SELECT post_id FROM hidden_posts WHERE user_id = $1 ORDER BY created_at DESC, post_id DESC OFFSET $2)`,
        [userId, Limits.hiddenPostsPerUser],
      );
    });
  }

  async unhide(userId: string, postId: string): Promise<void> {
    if (!isId(postId)) throw new DomainError('INVALID_POST_ID');
    await this.db.query(`DELETE FROM hidden_posts WHERE user_id = $1 AND post_id = $2`, [userId, postId]);
  }
}
