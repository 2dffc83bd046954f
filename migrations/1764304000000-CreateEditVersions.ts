import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Edit history (docs/api-notes.md "Edit history"): each kept edit of a post or comment stores the text it
 * replaced. `created_at` is when that text was first shown (the post's creation or the edit that wrote it),
 * `replaced_at` the edit that replaced it. A post's or comment's versions go with it.
 */
export class CreateEditVersions1764304000000 implements MigrationInterface {
  name = 'CreateEditVersions1764304000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE post_versions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        post_id varchar(24) COLLATE "C" NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        title text NOT NULL,
        body text,
        link_url text,
        created_at timestamptz NOT NULL,
        replaced_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX post_versions_post_idx ON post_versions (post_id, id)`);
    await q.query(`
      CREATE TABLE comment_versions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        comment_id varchar(24) COLLATE "C" NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
        body text NOT NULL,
        created_at timestamptz NOT NULL,
        replaced_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX comment_versions_comment_idx ON comment_versions (comment_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE comment_versions`);
    await q.query(`DROP TABLE post_versions`);
  }
}
