import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transactional outbox of domain events (docs/architecture.md "Domain events"): an event row is written
 * in the same transaction as the act that announces it, so it exists exactly when the act committed.
 * `delivered_to` lists the handlers that already ran (a retry skips them); `due_at` is when a relay may
 * take the row (the api delivers it at once after the commit and holds this lease meanwhile). A delivered
 * row is deleted, so the table holds only what is pending and its index stays tiny.
 */
export class CreateDomainEventOutbox1763830000000 implements MigrationInterface {
  name = 'CreateDomainEventOutbox1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE domain_event_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        payload jsonb NOT NULL,
        delivered_to text[] NOT NULL DEFAULT '{}',
        attempts integer NOT NULL DEFAULT 0,
        due_at timestamptz NOT NULL,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX domain_event_outbox_due_idx ON domain_event_outbox (due_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE domain_event_outbox`);
  }
}
