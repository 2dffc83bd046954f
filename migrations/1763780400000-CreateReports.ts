import { MigrationInterface, QueryRunner } from 'typeorm';

/** Reports of posts and comments; one report per reporter, target and reason. */
export class CreateReports1763780400000 implements MigrationInterface {
  name = 'CreateReports1763780400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reports (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        community_id varchar(24) COLLATE "C" NOT NULL REFERENCES communities (id),
        post_id varchar(24) COLLATE "C" NOT NULL REFERENCES posts (id),
        type text NOT NULL CHECK (type IN ('post', 'comment')),
        target_id varchar(24) COLLATE "C" NOT NULL,
        reason_id integer NOT NULL REFERENCES report_reasons (id),
        created_by varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (created_by, type, target_id, reason_id)
      )`);
    await q.query(`CREATE INDEX reports_community_idx ON reports (community_id, id DESC)`);
    await q.query(`CREATE INDEX reports_target_idx ON reports (type, target_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reports`);
  }
}
