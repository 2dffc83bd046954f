import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { countCreatedSince } from '@app/server/core/database';

/** Posts created since a time, deleted ones included (docs/api/rules.md §17). */
@Injectable()
export class PostStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  createdSince(since: Date): Promise<number> {
    return countCreatedSince(this.db, 'posts', since);
  }
}
