import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A community's comments, newest first: what a search for comments within a community walks (docs/api/search.md).
 *
 * Without it a community's matching comments were found by walking every comment's words newest first until
 * enough of them were in the community: 1.8 s for a common word in a small community on the medium seed
 * (docs/performance.md "Search"). Posts have had the same index (`posts_community_latest_idx`) since their feeds.
 * Built `CONCURRENTLY` (outside a transaction, like 1764200000000): comments go on being written meanwhile.
 */
export class CommentsByCommunityIndex1764307000000 implements MigrationInterface {
  name = 'CommentsByCommunityIndex1764307000000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS comments_community_latest_idx ON comments (community_id, id DESC) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS comments_community_latest_idx`);
  }
}
