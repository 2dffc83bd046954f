import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { ContentType } from '@app/contract';
import { queryRows } from '@app/server/core/database';

export interface ReportRecord {
  id: number;
  communityId: string;
  postId: string;
  type: ContentType;
  targetId: string;
  reasonId: number;
  reason: string;
  description: string | null;
  createdAt: Date;
}

interface ReportRow {
  id: number;
  community_id: string;
  post_id: string;
  type: ContentType;
  target_id: string;
  reason_id: number;
  reason: string;
  description: string | null;
  created_at: Date;
}

const toRecord = (r: ReportRow): ReportRecord => ({
  id: r.id,
  communityId: r.community_id,
  postId: r.post_id,
  type: r.type,
  targetId: r.target_id,
  reasonId: r.reason_id,
  reason: r.reason,
  description: r.description,
  createdAt: r.created_at,
});

const SELECT = `SELECT r.id, r.community_id, r.post_id, r.type, r.target_id, r.reason_id, rr.title AS reason, rr.description, r.created_at
  FROM reports r JOIN report_reasons rr ON rr.id = r.reason_id`;

export type NewReport = Omit<ReportRecord, 'id' | 'reason' | 'description' | 'createdAt'> & { createdBy: string };

@Injectable()
export class ReportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async reasonExists(id: number): Promise<boolean> {
    return (await queryRows<unknown>(this.db, `SELECT 1 FROM report_reasons WHERE id = $1`, [id])).length > 0;
  }

  /** Null when this reporter already reported this target for this reason. */
  async insert(report: NewReport): Promise<ReportRecord | null> {
    try {
      const rows = await queryRows<{ id: number }>(
        this.db,
        `INSERT INTO reports (community_id, post_id, type, target_id, reason_id, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [report.communityId, report.postId, report.type, report.targetId, report.reasonId, report.createdBy],
      );
      return this.find(rows[0].id);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') return null;
      throw error;
    }
  }

  async find(id: number): Promise<ReportRecord | null> {
    const rows = await queryRows<ReportRow>(this.db, `${SELECT} WHERE r.id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async page(communityId: string, type: ContentType | null, limit: number, offset: number): Promise<ReportRecord[]> {
    const rows = await queryRows<ReportRow>(
      this.db,
      `${SELECT} WHERE r.community_id = $1 AND ($2::text IS NULL OR r.type = $2) ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
      [communityId, type, limit, offset],
    );
    return rows.map(toRecord);
  }

  async counts(communityId: string): Promise<{ posts: number; comments: number }> {
    const rows = await queryRows<{ posts: number; comments: number }>(
      this.db,
      `SELECT count(*) FILTER (WHERE type = 'post')::int AS posts, count(*) FILTER (WHERE type = 'comment')::int AS comments FROM reports WHERE community_id = $1`,
      [communityId],
    );
    return rows[0];
  }

  /** False when the report was already gone (dismissed at the same time by someone else). */
  async delete(id: number, tx: EntityManager | DataSource = this.db): Promise<boolean> {
    return (await queryRows<unknown>(tx, `DELETE FROM reports WHERE id = $1 RETURNING 1`, [id])).length > 0;
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async deleteForTarget(type: ContentType, targetId: string): Promise<void> {
    await this.db.query(`DELETE FROM reports WHERE type = $1 AND target_id = $2`, [type, targetId]);
  }

  async deleteForTargets(type: ContentType, targetIds: readonly string[]): Promise<void> {
    if (targetIds.length) await this.db.query(`DELETE FROM reports WHERE type = $1 AND target_id = ANY($2)`, [type, targetIds]);
  }
}
