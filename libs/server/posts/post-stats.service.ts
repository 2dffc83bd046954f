import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { idFloor } from '@app/server/core/ids';
import { queryRows } from '@app/server/core/database';

/** Posts created since a time, deleted ones included (docs/api/rules.md §17). */
@Injectable()
export class PostStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Ids begin with their creation time (docs/api/rules.md §2), so the primary key bounds the scan to recent
   * rows (a minute early, for clock skew between processes); `created_at` decides.
   */
  async createdSince(since: Date): Promise<number> {
    const [row] = await queryRows<{ count: string }>(this.db, `SELECT count(*) FROM posts WHERE id >= $1 AND created_at > $2`, [
      idFloor(new Date(since.getTime() - 60_000)),
      since,
    ]);
    return Number(row.count);
  }
}
