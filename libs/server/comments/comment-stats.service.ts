import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { countCreatedSince } from '@app/server/core/database';

/** Comments created since a time, deleted ones included (docs/api/rules.md §17). */
@Injectable()
export class CommentStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  createdSince(since: Date): Promise<number> {
    return countCreatedSince(this.db, 'comments', since);
  }
}

/** What the worker's statistics job needs of comments, without the api's services. */
@Module({ providers: [CommentStatsService], exports: [CommentStatsService] })
export class CommentStatsModule {}
