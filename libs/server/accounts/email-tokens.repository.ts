import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TransactionalRepository } from '@app/server/core/database';

export type EmailTokenPurpose = 'password_reset' | 'email_change';

export interface ResetTarget {
  id: string;
  username: string;
  email: string;
}

/** Accounts one "Forgot password?" may send links to at most (emails are not unique). */
const MAX_RESET_TARGETS = 3;

/**
 * The single-use links sent by email (docs/api/account-security.md): only the SHA-256 of a token is stored,
 * and each use is one statement that marks it used and applies its effect, so a link works once even when
 * opened twice at the same moment.
 */
@Injectable()
export class EmailTokensRepository extends TransactionalRepository {
  /**
   * Live accounts with an email whose username (any case) or email (any case) is `login`. Reads the users
   * table directly: this is the only lookup by email, and it is served by `users_lower_email_idx`.
   */
  async resetTargets(login: string): Promise<ResetTarget[]> {
    return (await this.db.query(
      `SELECT id, username, email FROM users
        WHERE deleted_at IS NULL AND email IS NOT NULL AND email <> ''
          AND (lower(username) = lower($1) OR lower(email) = lower($1))
        ORDER BY id LIMIT ${MAX_RESET_TARGETS}`,
      [login],
    )) as ResetTarget[];
  }

  async insert(token: { hash: Buffer; userId: string; purpose: EmailTokenPurpose; newEmail: string | null; at: Date; expiresAt: Date }): Promise<void> {
    await this.db.query(`INSERT INTO account_email_tokens (token_hash, user_id, purpose, new_email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      token.hash,
      token.userId,
      token.purpose,
      token.newEmail,
      token.at,
      token.expiresAt,
    ]);
  }

  /**
   * Uses a reset token and sets the password in one statement; every other unused reset link of the account
   * dies with it. Answers the account's id, or null for an unknown, used or expired token (or a deleted account).
   */
  async resetPassword(hash: Buffer, passwordHash: string, at: Date): Promise<string | null> {
    const rows = (await this.db.query(
      `WITH used AS (
         UPDATE account_email_tokens SET used_at = $2
          WHERE token_hash = $1 AND purpose = 'password_reset' AND used_at IS NULL AND expires_at > $2
          RETURNING user_id),
       changed AS (
         UPDATE users u SET password_hash = $3 FROM used WHERE u.id = used.user_id AND u.deleted_at IS NULL RETURNING u.id),
       others AS (
         UPDATE account_email_tokens t SET used_at = $2 FROM used
          WHERE t.user_id = used.user_id AND t.purpose = 'password_reset' AND t.used_at IS NULL AND t.token_hash <> $1)
       SELECT id FROM changed`,
      [hash, at, passwordHash],
    )) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** Uses an email-change token and stores its address as confirmed, in one statement. Answers the account's id or null. */
  async confirmEmail(hash: Buffer, at: Date): Promise<string | null> {
    const rows = (await this.db.query(
      `WITH used AS (
         UPDATE account_email_tokens SET used_at = $2
          WHERE token_hash = $1 AND purpose = 'email_change' AND used_at IS NULL AND expires_at > $2
          RETURNING user_id, new_email),
       changed AS (
         UPDATE users u SET email = used.new_email, email_confirmed_at = $2 FROM used
          WHERE u.id = used.user_id AND u.deleted_at IS NULL RETURNING u.id),
       others AS (
         UPDATE account_email_tokens t SET used_at = $2 FROM used
          WHERE t.user_id = used.user_id AND t.purpose = 'email_change' AND t.used_at IS NULL AND t.token_hash <> $1)
       SELECT id FROM changed`,
      [hash, at],
    )) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** Removing the email needs no link (nothing is sent); pending changes die with it. */
  async removeEmail(userId: string, at: Date): Promise<void> {
    await this.transaction(async (tx) => {
      await tx.query(`UPDATE users SET email = NULL, email_confirmed_at = NULL WHERE id = $1`, [userId]);
      await tx.query(`UPDATE account_email_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [userId, at]);
    });
  }

  /** Deletes the links that expired more than a day before `at` (used or not). */
  async pruneBefore(at: Date): Promise<void> {
    await this.db.query(`DELETE FROM account_email_tokens WHERE expires_at < $1::timestamptz - interval '1 day'`, [at]);
  }

  async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM account_email_tokens WHERE user_id = $1`, [userId]);
  }
}
