import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The welcome job (docs/api/notifications.md §6). Accounts still waiting for their welcome are found through a
 * partial index that shrinks as they are welcomed. `job_runs` records each finished run of a periodic
 * job, so operators (and the tests) can see that it ran once per period however many workers run.
 */
export class WelcomeNotifications1763780700000 implements MigrationInterface {
  name = 'WelcomeNotifications1763780700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_welcome_due_idx ON users (created_at, id) WHERE NOT welcome_notification_sent`);
    await q.query(`
      CREATE TABLE job_runs (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        job text NOT NULL,
        finished_at timestamptz NOT NULL,
        result jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX job_runs_job_idx ON job_runs (job, finished_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE job_runs`);
    await q.query(`DROP INDEX users_welcome_due_idx`);
  }
}
