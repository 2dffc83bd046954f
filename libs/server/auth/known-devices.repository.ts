import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TransactionalRepository } from '@app/server/core/database';

/** The browser/OS/device-kind combinations each account has signed in from (docs/api/account-security.md). */
@Injectable()
export class KnownDevicesRepository extends TransactionalRepository {
  /**
   * Records the device, in one statement. Answers whether it is new for an account that had signed in from
   * another device before: an account's first recorded device (its signup, or its first sign-in after this
   * feature shipped) is nobody's news.
   */
  async record(userId: string, deviceKey: string, at: Date): Promise<boolean> {
    const [row] = (await this.db.query(
      `WITH prior AS (SELECT EXISTS (SELECT 1 FROM user_known_devices WHERE user_id = $1) AS had_any),
            added AS (INSERT INTO user_known_devices (user_id, device_key, first_seen_at) VALUES ($1, $2, $3)
                      ON CONFLICT DO NOTHING RETURNING 1)
       SELECT (SELECT had_any FROM prior) AND EXISTS (SELECT 1 FROM added) AS "isNews"`,
      [userId, deviceKey, at],
    )) as { isNews: boolean }[];
    return row.isNews;
  }

  async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM user_known_devices WHERE user_id = $1`, [userId]);
  }
}
