import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin IP blocks (docs/api/users.md §IP blocks). `ip` is the network (or host) address as text, `masked_bits` its
 * prefix length (0 = one host). At most one block per range is in effect (the partial unique index
 * decides between racing admins). `try_inet` lets the users area match stored last-seen addresses against
 * a range without one malformed value failing the whole query.
 */
export class CreateIpBlocks1763781400000 implements MigrationInterface {
  name = 'CreateIpBlocks1763781400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ip_blocks (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        ip text NOT NULL,
        masked_bits smallint NOT NULL CHECK (masked_bits = 0 OR masked_bits BETWEEN 8 AND 127),
        created_at timestamptz NOT NULL,
        created_by varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        expires_at timestamptz,
        cancelled_at timestamptz,
        in_effect boolean NOT NULL DEFAULT true,
        associated_users text[] NOT NULL DEFAULT '{}',
        note text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE UNIQUE INDEX ip_blocks_in_effect_key ON ip_blocks (ip, masked_bits) WHERE in_effect`);
    await q.query(`CREATE INDEX ip_blocks_list_idx ON ip_blocks (in_effect DESC, id DESC)`);
    await q.query(`CREATE INDEX ip_blocks_expiry_idx ON ip_blocks (expires_at) WHERE in_effect AND expires_at IS NOT NULL`);
    await q.query(`
      CREATE FUNCTION try_inet(value text) RETURNS inet LANGUAGE plpgsql IMMUTABLE AS $$
      BEGIN
        RETURN value::inet;
      EXCEPTION WHEN others THEN
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION try_inet(text)`);
    await q.query(`DROP TABLE ip_blocks`);
  }
}
