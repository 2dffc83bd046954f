import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '@app/server/core/database';

/** An account's TOTP state (docs/security.md, "Two-factor sign-in"); secrets stay sealed here. */
export interface TwoFactorRow {
  secretSealed: string | null;
  enabledAt: Date | null;
  lastUsedStep: number | null;
  pendingSecretSealed: string | null;
  pendingSince: Date | null;
}

export interface RecoveryCodeRow {
  id: string;
  codeHash: string;
}

/** `account_two_factor` and `account_recovery_codes`: all their SQL. */
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly db: DataSource) {}

  async find(userId: string): Promise<TwoFactorRow | null> {
    const [row] = await queryRows<TwoFactorRow & { lastUsedStep: string | null }>(
      this.db,
      `SELECT secret_sealed AS "secretSealed", enabled_at AS "enabledAt", last_used_step AS "lastUsedStep",
              pending_secret_sealed AS "pendingSecretSealed", pending_since AS "pendingSince"
         FROM account_two_factor WHERE user_id = $1`,
      [userId],
    );
    if (!row) return null;
    return { ...row, lastUsedStep: row.lastUsedStep === null ? null : Number(row.lastUsedStep) };
  }

  async isEnabled(userId: string): Promise<boolean> {
    const rows = await queryRows(this.db, `SELECT 1 FROM account_two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`, [userId]);
    return rows.length > 0;
  }

  /** Starts (or restarts) a set-up; an enabled secret is left alone. */
  async savePending(userId: string, sealed: string, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO account_two_factor (user_id, pending_secret_sealed, pending_since) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET pending_secret_sealed = $2, pending_since = $3`,
      [userId, sealed, at],
    );
  }

  /**
   * Turns the pending secret on with `step` already used and the recovery code hashes, in one transaction. False
   * when another request finished or replaced the set-up first (the pending secret is no longer `sealed`).
   */
  async enable(userId: string, sealed: string, step: number, codeHashes: readonly string[], at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await queryRows(
        tx,
        `UPDATE account_two_factor SET secret_sealed = pending_secret_sealed, enabled_at = $3, last_used_step = $4,
                pending_secret_sealed = NULL, pending_since = NULL
          WHERE user_id = $1 AND pending_secret_sealed = $2 AND enabled_at IS NULL RETURNING 1`,
        [userId, sealed, at, step],
      );
      if (!rows.length) return false;
      await this.replaceRecoveryCodes(tx, userId, codeHashes);
      return true;
    });
  }

  async disable(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM account_recovery_codes WHERE user_id = $1`, [userId]);
      await tx.query(`DELETE FROM account_two_factor WHERE user_id = $1`, [userId]);
    });
  }

  /** Records `step` as used; false when it (or a later one) already was: the replay check, atomic across processes. */
  async useStep(userId: string, step: number): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      `UPDATE account_two_factor SET last_used_step = $2
        WHERE user_id = $1 AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2) RETURNING 1`,
      [userId, step],
    );
    return rows.length > 0;
  }

  async unusedRecoveryCodes(userId: string): Promise<RecoveryCodeRow[]> {
    const rows = await queryRows<{ id: string; codeHash: string }>(
      this.db,
      `SELECT id::text AS id, code_hash AS "codeHash" FROM account_recovery_codes WHERE user_id = $1 AND used_at IS NULL ORDER BY id`,
      [userId],
    );
    return rows;
  }

  /** Marks one code used; false when a concurrent request used it first. */
  async useRecoveryCode(id: string, at: Date): Promise<boolean> {
    const rows = await queryRows(this.db, `UPDATE account_recovery_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING 1`, [id, at]);
    return rows.length > 0;
  }

  /** Deleting an account drops its second factor, in the deletion's transaction. */
  async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM account_recovery_codes WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM account_two_factor WHERE user_id = $1`, [userId]);
  }

  private async replaceRecoveryCodes(tx: EntityManager, userId: string, codeHashes: readonly string[]): Promise<void> {
    await tx.query(`DELETE FROM account_recovery_codes WHERE user_id = $1`, [userId]);
    await tx.query(`INSERT INTO account_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [userId, codeHashes]);
  }
}
