import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { queryRows } from '@app/server/core/database';

export interface IpBlockRow {
  id: number;
  ip: string;
  maskedBits: number;
  createdAt: Date;
  createdBy: string;
  expiresAt: Date | null;
  cancelledAt: Date | null;
  inEffect: boolean;
  associatedUsers: string[];
  note: string;
}

export interface NewIpBlock {
  ip: string;
  maskedBits: number;
  createdAt: Date;
  createdBy: string;
  expiresAt: Date | null;
  associatedUsers: string[];
  note: string;
}

export interface IpBlocksCursor {
  inEffect: boolean;
  id: number;
}

const COLUMNS = `id, ip, masked_bits AS "maskedBits", created_at AS "createdAt", created_by AS "createdBy", expires_at AS "expiresAt",
  cancelled_at AS "cancelledAt", in_effect AS "inEffect", associated_users AS "associatedUsers", note`;
const UNIQUE_VIOLATION = '23505';

/** The ip_blocks table (docs/api/users.md §IP blocks). */
@Injectable()
export class IpBlocksRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Null when an identical block is already in effect (the partial unique index decides). */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** `ON CONFLICT DO NOTHING` keeps the caller's transaction usable when the block exists. */
  async insert(block: NewIpBlock, tx: EntityManager | DataSource = this.db): Promise<IpBlockRow | null> {
    try {
      const rows = await queryRows<IpBlockRow>(
        tx,
        `INSERT INTO ip_blocks (ip, masked_bits, created_at, created_by, expires_at, associated_users, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [block.ip, block.maskedBits, block.createdAt, block.createdBy, block.expiresAt, block.associatedUsers, block.note],
      );
      return rows[0] ?? null;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }

  async findById(id: number): Promise<IpBlockRow | null> {
    const rows = await queryRows<IpBlockRow>(this.db, `SELECT ${COLUMNS} FROM ip_blocks WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** In effect first, then newest first, from the inclusive cursor. */
  page(cursor: IpBlocksCursor | null, limit: number): Promise<IpBlockRow[]> {
    return queryRows<IpBlockRow>(
      this.db,
      `SELECT ${COLUMNS} FROM ip_blocks
       WHERE $1::boolean IS NULL OR (in_effect, id) <= ($1::boolean, $2::int)
       ORDER BY in_effect DESC, id DESC LIMIT $3`,
      [cursor?.inEffect ?? null, cursor?.id ?? null, limit],
    );
  }

  /** What every api process holds in memory: the ranges in effect. */
  inEffect(): Promise<Pick<IpBlockRow, 'ip' | 'maskedBits'>[]> {
    return queryRows(this.db, `SELECT ip, masked_bits AS "maskedBits" FROM ip_blocks WHERE in_effect`);
  }

  /** Cancels one block in effect; null when it was not in effect. */
  async cancel(id: number, at: Date, tx: EntityManager | DataSource = this.db): Promise<IpBlockRow | null> {
    const rows = await queryRows<IpBlockRow>(tx, `UPDATE ip_blocks SET in_effect = false, cancelled_at = $2 WHERE id = $1 AND in_effect RETURNING ${COLUMNS}`, [
      id,
      at,
    ]);
    return rows[0] ?? null;
  }

  async cancelAll(at: Date, tx: EntityManager | DataSource = this.db): Promise<number> {
    const rows = await queryRows<unknown>(tx, `UPDATE ip_blocks SET in_effect = false, cancelled_at = $1 WHERE in_effect RETURNING 1`, [at]);
    return rows.length;
  }

  /** Blocks past their expiry stop being in effect; `cancelled_at` stays unset (docs/api/users.md). */
  async expire(now: Date): Promise<number> {
    const rows = await queryRows<unknown>(
      this.db,
      `UPDATE ip_blocks SET in_effect = false WHERE in_effect AND expires_at IS NOT NULL AND expires_at <= $1 RETURNING 1`,
      [now],
    );
    return rows.length;
  }
}
