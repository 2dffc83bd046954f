import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mutes (docs/api/mutes.md): one table per kind, because a mute id is `"u_{n}"` / `"c_{n}"` with `n` a
 * per-kind row number. The unique (muter, target) key is also the index every feed request reads the
 * viewer's mutes through (index-only); the target indexes serve account erasure and community removal.
 */
export class CreateMutes1763781200000 implements MigrationInterface {
  name = 'CreateMutes1763781200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_mutes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        muter_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        muted_user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT date_trunc('second', clock_timestamp()),
        CONSTRAINT user_mutes_muter_target_key UNIQUE (muter_id, muted_user_id)
      )`);
    await q.query(`CREATE INDEX user_mutes_muted_user_idx ON user_mutes (muted_user_id)`);
    await q.query(`
      CREATE TABLE community_mutes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        muter_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        community_id varchar(24) COLLATE "C" NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT date_trunc('second', clock_timestamp()),
        CONSTRAINT community_mutes_muter_target_key UNIQUE (muter_id, community_id)
      )`);
    await q.query(`CREATE INDEX community_mutes_community_idx ON community_mutes (community_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE community_mutes`);
    await q.query(`DROP TABLE user_mutes`);
  }
}
