import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows } from '@app/server/core/database';
import { DataSource, QueryFailedError } from 'typeorm';
import { CommunityRequestRecord, ListedCommunityRequest } from './community.types';

interface RequestRow {
  id: number;
  by_user_id: string;
  by_username: string | null;
  community_name: string;
  community_exists: boolean;
  note: string | null;
  created_at: Date;
  denied_note: string | null;
  denied_by_username: string | null;
  denied_at: Date | null;
}

const toRecord = (row: RequestRow): CommunityRequestRecord => ({
  id: row.id,
  byUserId: row.by_user_id,
  byUsername: row.by_username,
  communityName: row.community_name,
  communityExists: row.community_exists,
  note: row.note,
  createdAt: row.created_at,
  deniedNote: row.denied_note,
  deniedByUsername: row.denied_by_username,
  deniedAt: row.denied_at,
});

const SELECT = `
  SELECT r.id, r.by_user_id, u.username AS by_username, r.community_name, r.note, r.created_at, r.denied_note,
         d.username AS denied_by_username, r.denied_at,
         EXISTS (SELECT 1 FROM communities c WHERE lower(c.name) = lower(r.community_name)) AS community_exists
  FROM community_requests r
  LEFT JOIN users u ON u.id = r.by_user_id
  LEFT JOIN users d ON d.id = r.denied_by`;

@Injectable()
export class CommunityRequestsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async hasPending(userId: string, communityName: string): Promise<boolean> {
    const rows = await queryRows<unknown>(
      this.db,
      `SELECT 1 FROM community_requests WHERE by_user_id = $1 AND lower(community_name) = lower($2) AND deleted_at IS NULL AND denied_at IS NULL`,
      [userId, communityName],
    );
    return rows.length > 0;
  }

  /** Returns false when the pending-request uniqueness rule trips (another request for the name committed first). */
  async insert(userId: string, communityName: string, note: string | null): Promise<boolean> {
    try {
      await this.db.query(`INSERT INTO community_requests (by_user_id, community_name, note) VALUES ($1, $2, $3)`, [userId, communityName, note]);
      return true;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') return false;
      throw error;
    }
  }

  /** Only requests whose requester still exists: the list shows who asked. */
  async recent(days: number): Promise<ListedCommunityRequest[]> {
    const rows = await queryRows<RequestRow>(
      this.db,
      `${SELECT} WHERE r.deleted_at IS NULL AND u.id IS NOT NULL AND r.created_at > now() - make_interval(days => $1) ORDER BY r.created_at DESC, r.id DESC`,
      [days],
    );
    // The join above keeps only rows with a requester; the guard only tells TypeScript so.
    return rows.map(toRecord).filter((r): r is ListedCommunityRequest => r.byUsername !== null);
  }

  /** Any live request, even one whose requester's account row is missing (`byUsername` null). */
  async find(id: number): Promise<CommunityRequestRecord | null> {
    const rows = await queryRows<RequestRow>(this.db, `${SELECT} WHERE r.id = $1 AND r.deleted_at IS NULL`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async softDelete(id: number): Promise<void> {
    await this.db.query(`UPDATE community_requests SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id]);
  }

  /** Marks the request denied unless someone else did first (returns false then). */
  async deny(id: number, adminId: string, note: string): Promise<boolean> {
    const rows = await queryRows<unknown>(
      this.db,
      `UPDATE community_requests SET denied_note = $2, denied_by = $3, denied_at = now() WHERE id = $1 AND denied_at IS NULL RETURNING 1`,
      [id, note, adminId],
    );
    return rows.length > 0;
  }
}
