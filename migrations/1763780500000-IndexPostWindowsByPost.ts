import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every vote mirrors the post's points into its top-window rows, and deleting a post removes them
 * (directly and through the cascade from posts). The primary key leads with `window_days`, so without
 * this index each of those was a sequential scan of the whole table, taken while the post's row lock
 * is held (85 ms per vote on the medium data set).
 */
export class IndexPostWindowsByPost1763780500000 implements MigrationInterface {
  name = 'IndexPostWindowsByPost1763780500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX post_windows_post_idx ON post_windows (post_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX post_windows_post_idx`);
  }
}
