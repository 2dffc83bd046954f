import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReportReason } from '@app/contract';

/** The reasons a report can give, seeded by migration; `_initial` lists them. */
@Injectable()
export class ReportReasonsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** In id order; null when there are none (docs/api/session.md §4). */
  async list(): Promise<ReportReason[] | null> {
    const rows: ReportReason[] = await this.db.query(`SELECT id, title, description FROM report_reasons ORDER BY id`);
    return rows.length ? rows : null;
  }
}
