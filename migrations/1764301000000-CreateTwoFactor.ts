import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (docs/security.md, "Two-factor sign-in"): one row per account that started or finished the
 * TOTP set-up, its recovery codes (argon2id hashes, each usable once), and the site switch that requires it of
 * admins and moderators.
 */
export class CreateTwoFactor1764301000000 implements MigrationInterface {
  name = 'CreateTwoFactor1764301000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_two_factor (
        user_id varchar(24) COLLATE "C" PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_sealed text,
        enabled_at timestamptz,
        last_used_step bigint,
        pending_secret_sealed text,
        pending_since timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE account_recovery_codes (
        id bigserial PRIMARY KEY,
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX account_recovery_codes_user ON account_recovery_codes (user_id) WHERE used_at IS NULL`);
    await queryRunner.query(`ALTER TABLE site_settings ADD COLUMN two_factor_required_for_staff boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE site_settings DROP COLUMN two_factor_required_for_staff`);
    await queryRunner.query(`DROP TABLE account_recovery_codes`);
    await queryRunner.query(`DROP TABLE account_two_factor`);
  }
}
