import { MigrationInterface, QueryRunner } from 'typeorm';

/** Communities, membership, the moderator hierarchy, rules, bans, community requests and report reasons. */
export class CreateCommunities1763780100000 implements MigrationInterface {
  name = 'CreateCommunities1763780100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE communities (
        id varchar(24) COLLATE "C" PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        name varchar(21) NOT NULL CHECK (name ~ '^[0-9A-Za-z_]{3,21}$'),
        nsfw boolean NOT NULL DEFAULT false,
        about text,
        no_members integer NOT NULL DEFAULT 0 CHECK (no_members >= 0),
        pro_pic_id varchar(24) COLLATE "C",
        banner_image_id varchar(24) COLLATE "C",
        posting_restricted boolean NOT NULL DEFAULT false,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX communities_name_lower_key ON communities (lower(name))`);
    await q.query(`CREATE INDEX communities_created_at_idx ON communities (created_at)`);
    await q.query(`CREATE INDEX communities_no_members_idx ON communities (no_members DESC)`);
    await q.query(`CREATE INDEX communities_default_idx ON communities (is_default) WHERE is_default`);

    await q.query(`
      CREATE TABLE community_members (
        community_id varchar(24) COLLATE "C" NOT NULL REFERENCES communities (id),
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (community_id, user_id)
      )`);
    await q.query(`CREATE INDEX community_members_user_idx ON community_members (user_id, community_id)`);

    await q.query(`
      CREATE TABLE community_mods (
        community_id varchar(24) COLLATE "C" NOT NULL REFERENCES communities (id),
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (community_id, user_id)
      )`);
    await q.query(`CREATE INDEX community_mods_user_idx ON community_mods (user_id)`);

    await q.query(`
      CREATE TABLE community_rules (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        community_id varchar(24) COLLATE "C" NOT NULL REFERENCES communities (id),
        rule text NOT NULL,
        description text,
        z_index integer NOT NULL,
        created_by varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX community_rules_community_idx ON community_rules (community_id, id)`);

    await q.query(`
      CREATE TABLE community_bans (
        community_id varchar(24) COLLATE "C" NOT NULL REFERENCES communities (id),
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        banned_by varchar(24) COLLATE "C" REFERENCES users (id),
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (community_id, user_id)
      )`);
    await q.query(`CREATE INDEX community_bans_user_idx ON community_bans (user_id)`);

    await q.query(`
      CREATE TABLE community_requests (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        by_user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        community_name text NOT NULL,
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        denied_note text,
        denied_by varchar(24) COLLATE "C" REFERENCES users (id),
        denied_at timestamptz,
        deleted_at timestamptz
      )`);
    await q.query(`CREATE INDEX community_requests_created_idx ON community_requests (created_at DESC) WHERE deleted_at IS NULL`);
    await q.query(`
      CREATE UNIQUE INDEX community_requests_pending_key ON community_requests (by_user_id, lower(community_name))
      WHERE deleted_at IS NULL AND denied_at IS NULL`);

    await q.query(`
      CREATE TABLE report_reasons (
        id integer PRIMARY KEY,
        title text NOT NULL,
        description text
      )`);
    await q.query(`
      INSERT INTO report_reasons (id, title, description) VALUES
        (1, 'Breaks community rules', NULL),
        (2, 'Copyright violation', NULL),
        (3, 'Spam', NULL),
        (4, 'Pornography', NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['report_reasons', 'community_requests', 'community_bans', 'community_rules', 'community_mods', 'community_members', 'communities']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
