import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (docs/api/notifications.md §1). `group_key` names what an aggregatable notification counts
 * (the post of a new_comment, the parent of a comment_reply, the target of new_votes), so the "latest
 * 10" lookup is one index range. Times are written by the api's clock in whole milliseconds, so the
 * list cursor round-trips through JavaScript dates exactly.
 */
export class CreateNotifications1763780600000 implements MigrationInterface {
  name = 'CreateNotifications1763780600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('new_comment', 'comment_reply', 'new_votes', 'deleted_post', 'mod_add',
          'new_badge', 'welcome', 'announcement', 'denied_comm')),
        group_key text,
        payload jsonb NOT NULL,
        seen boolean NOT NULL DEFAULT false,
        seen_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // The list order (unseen first, then most recently updated) and the cap (newest 200 by id).
    await q.query(`CREATE INDEX notifications_list_idx ON notifications (user_id, seen, updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notifications_user_id_idx ON notifications (user_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notifications`);
  }
}
