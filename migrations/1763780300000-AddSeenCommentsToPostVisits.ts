import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many comments the post had at the viewer's last visit (their own later comments added), so
 * `newComments` is one subtraction instead of a count over the comments table.
 */
export class AddSeenCommentsToPostVisits1763780300000 implements MigrationInterface {
  name = 'AddSeenCommentsToPostVisits1763780300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE post_visits ADD COLUMN seen_comments integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE post_visits DROP COLUMN seen_comments`);
  }
}
