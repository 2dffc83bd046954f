import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows } from '@app/server/core/database';
import { DataSource, EntityManager } from 'typeorm';
import { CommunityRuleRecord } from './community.types';

interface RuleRow {
  id: number;
  community_id: string;
  rule: string;
  description: string | null;
  z_index: number;
  created_by: string;
  created_at: Date;
}

const toRecord = (row: RuleRow): CommunityRuleRecord => ({
  id: row.id,
  communityId: row.community_id,
  rule: row.rule,
  description: row.description,
  zIndex: row.z_index,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

const COLUMNS = 'id, community_id, rule, description, z_index, created_by, created_at';

@Injectable()
export class CommunityRulesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(communityId: string): Promise<CommunityRuleRecord[]> {
    const rows = await queryRows<RuleRow>(this.db, `SELECT ${COLUMNS} FROM community_rules WHERE community_id = $1 ORDER BY id`, [communityId]);
    return rows.map(toRecord);
  }

  async find(id: number): Promise<CommunityRuleRecord | null> {
    const rows = await queryRows<RuleRow>(this.db, `SELECT ${COLUMNS} FROM community_rules WHERE id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** zIndex = current maximum + 1 (the first rule gets 1), taken under a lock on the community. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** `tx`: the caller's transaction (the moderation log's entry commits with the rule). Answers the new rule's id. */
  async add(tx: EntityManager, communityId: string, rule: string, description: string | null, createdBy: string): Promise<number> {
    await tx.query(`SELECT 1 FROM communities WHERE id = $1 FOR UPDATE`, [communityId]);
    const rows = await queryRows<{ id: number }>(
      tx,
      `INSERT INTO community_rules (community_id, rule, description, z_index, created_by)
       VALUES ($1::text, $2, $3, (SELECT coalesce(max(z_index), 0) + 1 FROM community_rules WHERE community_id = $1::text), $4)
       RETURNING id`,
      [communityId, rule, description, createdBy],
    );
    return rows[0].id;
  }

  async update(tx: EntityManager, id: number, rule: string, description: string | null, zIndex: number): Promise<CommunityRuleRecord | null> {
    const rows = await queryRows<RuleRow>(tx, `UPDATE community_rules SET rule = $2, description = $3, z_index = $4 WHERE id = $1 RETURNING ${COLUMNS}`, [
      id,
      rule,
      description,
      zIndex,
    ]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async delete(tx: EntityManager, id: number): Promise<CommunityRuleRecord | null> {
    const rows = await queryRows<RuleRow>(tx, `DELETE FROM community_rules WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }
}
