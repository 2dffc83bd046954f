import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '@app/server/core/database';

/**
 * The few facts the log reads about accounts and communities, by SQL of its own: the areas that write to the
 * log (communities, users, posts…) import it, so it cannot import them.
 */
@Injectable()
export class ModlogAccessRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async isModOf(userId: string, communityId: string, db: DataSource | EntityManager = this.db): Promise<boolean> {
    const rows = await queryRows<unknown>(db, `SELECT 1 FROM community_mods WHERE community_id = $1 AND user_id = $2`, [communityId, userId]);
    return rows.length > 0;
  }

  async isAdmin(userId: string): Promise<boolean> {
    const rows = await queryRows<unknown>(this.db, `SELECT 1 FROM users WHERE id = $1 AND is_admin AND deleted_at IS NULL`, [userId]);
    return rows.length > 0;
  }
}
