import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `pwa_use` is counted once per client (an account, or a visitor's address with IPv6 grouped by /64) instead
 * of once per session: a visitor without a cookie got a new session, so a new row, on every call
 * (docs/security.md, "Analytics").
 *
 * - `user_id` names the account an event is about, so deleting the account finds its events by an index;
 *   filled from the payload for the events stored so far.
 * - The events stored so far are cut to the first one per client (per account, else per address as
 *   written) and, where the new key can be computed here, keyed as the api keys them now: `pwa_use_user:{id}`
 *   and `pwa_use_address:{IPv4}`, hashed. The api writes an IPv6 /64 in a form SQL does not produce, so
 *   such a visitor keeps its old key and may count once more until the retention job removes the old row.
 * - The unique index on `unique_key` (1763781000000) stays the deduplication: `ON CONFLICT DO NOTHING`.
 */
export class KeyAnalyticsByClient1764105000000 implements MigrationInterface {
  name = 'KeyAnalyticsByClient1764105000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE analytics_events ADD COLUMN user_id varchar(24) COLLATE "C"`);
    await q.query(`UPDATE analytics_events SET user_id = payload->>'userId' WHERE name = 'pwa_use' AND payload->>'userId' IS NOT NULL`);
    await q.query(`
      DELETE FROM analytics_events e USING (
        SELECT id, row_number() OVER (PARTITION BY coalesce('user:' || user_id, 'address:' || (payload->>'ip')) ORDER BY created_at, id) AS nth
        FROM analytics_events WHERE name = 'pwa_use'
      ) ranked
      WHERE e.id = ranked.id AND ranked.nth > 1`);
    await q.query(`
      UPDATE analytics_events
      SET unique_key = encode(sha256(convert_to('pwa_use_' || coalesce('user:' || user_id, 'address:' || (payload->>'ip')), 'UTF8')), 'hex')
      WHERE name = 'pwa_use' AND (user_id IS NOT NULL OR position(':' IN coalesce(payload->>'ip', ':')) = 0)`);
    await q.query(`CREATE INDEX analytics_events_user_idx ON analytics_events (user_id) WHERE user_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX analytics_events_user_idx`);
    await q.query(`ALTER TABLE analytics_events DROP COLUMN user_id`);
  }
}
