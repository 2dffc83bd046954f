import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows, ReadOnlyDatabase } from '@app/server/core/database';
import { POST_COLUMNS, PostRecord, PostRow, toPostRecord } from './post.types';

export type Executor = DataSource | EntityManager;

export type NewPost = Pick<
  PostRecord,
  'id' | 'publicId' | 'type' | 'userId' | 'userGroup' | 'communityId' | 'title' | 'body' | 'linkUrl' | 'linkHostname' | 'createdAt'
>;

/** Reads and writes of the posts table itself. Feeds, votes and pins have repositories of their own. */
@Injectable()
export class PostsRepository {
  constructor(
    @InjectDataSource() readonly db: DataSource,
    private readonly reads: ReadOnlyDatabase,
  ) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async findByPublicId(publicId: string, tx: Executor = this.db): Promise<PostRecord | null> {
    const rows = await queryRows<PostRow>(tx, `SELECT ${POST_COLUMNS} FROM posts p WHERE p.public_id = $1`, [publicId]);
    return rows[0] ? toPostRecord(rows[0]) : null;
  }

  async findById(id: string, tx: Executor = this.db): Promise<PostRecord | null> {
    const rows = await queryRows<PostRow>(tx, `SELECT ${POST_COLUMNS} FROM posts p WHERE p.id = $1`, [id]);
    return rows[0] ? toPostRecord(rows[0]) : null;
  }

  /** For a post known to exist (just written in this request). */
  async getById(id: string): Promise<PostRecord> {
    const post = await this.findById(id);
    if (!post) throw new Error(`Post ${id} vanished`);
    return post;
  }

  /** Locks the row for the rest of the transaction (deletions, pins, locks). */
  async findByIdForUpdate(tx: EntityManager, id: string): Promise<PostRecord | null> {
    const rows = await queryRows<PostRow>(tx, `SELECT ${POST_COLUMNS} FROM posts p WHERE p.id = $1 FOR UPDATE`, [id]);
    return rows[0] ? toPostRecord(rows[0]) : null;
  }

  async findByIds(ids: readonly string[]): Promise<PostRecord[]> {
    if (!ids.length) return [];
    const rows = await this.reads.rows<PostRow>(`SELECT ${POST_COLUMNS} FROM posts p WHERE p.id = ANY($1)`, [ids]);
    return rows.map(toPostRecord);
  }

  /**
   * A new post with the author's automatic upvote: the post, its vote row and its four top-window
   * rows, all inside the caller's transaction.
   */
  async insertWithSelfVote(tx: EntityManager, post: NewPost): Promise<void> {
    await tx.query(
      `INSERT INTO posts (id, public_id, type, user_id, user_group, community_id, title, body, link_url, link_hostname,
                          upvotes, hotness, created_at, last_activity_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, post_hotness(1, $11), $11, $11)`,
      [
        post.id,
        post.publicId,
        post.type,
        post.userId,
        post.userGroup,
        post.communityId,
        post.title,
        post.body,
        post.linkUrl,
        post.linkHostname,
        post.createdAt,
      ],
    );
    await tx.query(`INSERT INTO post_votes (post_id, user_id, up) VALUES ($1, $2, true)`, [post.id, post.userId]);
    await tx.query(
      `INSERT INTO post_windows (window_days, post_id, community_id, points, created_at)
       SELECT w, $1, $2, 1, $3 FROM unnest(ARRAY[1, 7, 30, 365]::smallint[]) AS w`,
      [post.id, post.communityId, post.createdAt],
    );
  }

  async publicIdTaken(publicId: string): Promise<boolean> {
    const rows = await queryRows<unknown>(this.db, `SELECT 1 FROM posts WHERE public_id = $1`, [publicId]);
    return rows.length > 0;
  }

  /**
   * A new comment: one more comment ever added, the activity time the `activity` sort reads, and the
   * author's own comment counted as seen by them (so it is not "new" to its writer).
   */
  async recordComment(tx: Executor, postId: string, at: Date, authorId: string): Promise<void> {
    await tx.query(`UPDATE posts SET no_comments = no_comments + 1, last_activity_at = greatest(last_activity_at, $2) WHERE id = $1`, [postId, at]);
    await tx.query(`UPDATE post_visits SET seen_comments = seen_comments + 1 WHERE user_id = $1 AND post_id = $2`, [authorId, postId]);
  }
}
