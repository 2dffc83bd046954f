import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The moderation log (docs/moderation-log.md): one row per moderator or admin action, written in the action's own
 * transaction and never deleted. Actor and target users are kept by id (an erased account reads as the ghost);
 * other targets keep a title snapshot, never a removed post's or comment's text.
 *
 * - `(community_id, created_at DESC, id DESC)` serves a community's pages (keyset on created_at, id), with
 *   `action` or `actor_id` after the community for its filtered pages; the site-wide log of admin actions uses the
 *   partial index on `acted_as = 'admin'`.
 * - Posts and comments keep the reason of their removal, so the author's page can show it.
 * - Notifications get our `content_moderated` kind (a removed comment, restored content).
 * - `modlog_anonymous`: the community shows its moderators as "a moderator" in its public log.
 */
export class CreateModerationLog1764303000000 implements MigrationInterface {
  name = 'CreateModerationLog1764303000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE modlog_entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        acted_as text NOT NULL CHECK (acted_as IN ('mod', 'admin')),
        action text NOT NULL,
        community_id varchar(24) COLLATE "C" REFERENCES communities (id),
        target_type text CHECK (target_type IN ('post', 'comment', 'user', 'rule', 'community', 'ipblock', 'badge')),
        target_id text,
        target_user_id varchar(24) COLLATE "C" REFERENCES users (id),
        target_title text,
        target_path text,
        reason text,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX modlog_entries_community_page ON modlog_entries (community_id, created_at DESC, id DESC)`);
    // Filtered pages (one action, one moderator) stay range scans however rare the filter's entries are.
    await queryRunner.query(`CREATE INDEX modlog_entries_community_action ON modlog_entries (community_id, action, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX modlog_entries_community_actor ON modlog_entries (community_id, actor_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX modlog_entries_admin_page ON modlog_entries (created_at DESC, id DESC) WHERE acted_as = 'admin'`);
    await queryRunner.query(`ALTER TABLE communities ADD COLUMN modlog_anonymous boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE posts ADD COLUMN removal_reason text`);
    await queryRunner.query(`ALTER TABLE comments ADD COLUMN removal_reason text`);
    // Our notification of a removed comment and of restored content (docs/api/notifications.md); `new_device`
    // came with the account security tables just before.
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await queryRunner.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('new_comment', 'comment_reply', 'new_votes',
      'deleted_post', 'mod_add', 'new_badge', 'welcome', 'announcement', 'denied_comm', 'new_device', 'content_moderated'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE type = 'content_moderated'`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await queryRunner.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('new_comment', 'comment_reply', 'new_votes',
      'deleted_post', 'mod_add', 'new_badge', 'welcome', 'announcement', 'denied_comm', 'new_device'))`);
    await queryRunner.query(`ALTER TABLE comments DROP COLUMN removal_reason`);
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN removal_reason`);
    await queryRunner.query(`ALTER TABLE communities DROP COLUMN modlog_anonymous`);
    await queryRunner.query(`DROP TABLE modlog_entries`);
  }
}
