import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryRows } from '@app/server/core/database';

/** Account counts for the site statistics (docs/api/rules.md §17). */
export interface AccountActivity {
  /** Every account row: deleted and the two sentinel accounts included. */
  accounts: number;
  /** Accounts whose last-seen time is within the last day / 7 days / 30 days. */
  activeDay: number;
  activeWeek: number;
  activeMonth: number;
  /** Of those, accounts created at least that long ago. */
  returningDay: number;
  returningWeek: number;
  returningMonth: number;
}

/**
 * `last_seen` is the time the session middleware writes at most every 5 minutes of API use
 * (`UsersService.recordActivity`, docs/api/session.md §3), and the signup time before any. One pass over the
 * accounts answers all seven counts, once an hour.
 */
@Injectable()
export class UserStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async activity(now: Date): Promise<AccountActivity> {
    const [row] = await queryRows<Record<keyof AccountActivity, string>>(
      this.db,
      `SELECT count(*) AS "accounts",
         count(*) FILTER (WHERE last_seen > $1::timestamptz - interval '1 day') AS "activeDay",
         count(*) FILTER (WHERE last_seen > $1::timestamptz - interval '7 days') AS "activeWeek",
         count(*) FILTER (WHERE last_seen > $1::timestamptz - interval '30 days') AS "activeMonth",
         count(*) FILTER (WHERE last_seen > $1::timestamptz - interval '1 day' AND created_at <= $1::timestamptz - interval '1 day') AS "returningDay",
         count(*) FILTER (WHERE last_seen > $1::timestamptz - interval '7 days' AND created_at <= $1::timestamptz - interval '7 days') AS "returningWeek",
         count(*) FILTER (WHERE last_seen > $1::timestamptz - interval '30 days' AND created_at <= $1::timestamptz - interval '30 days') AS "returningMonth"
       FROM users`,
      [now],
    );
    return {
      accounts: Number(row.accounts),
      activeDay: Number(row.activeDay),
      activeWeek: Number(row.activeWeek),
      activeMonth: Number(row.activeMonth),
      returningDay: Number(row.returningDay),
      returningWeek: Number(row.returningWeek),
      returningMonth: Number(row.returningMonth),
    };
  }
}

/** What the worker's statistics job needs of users, without the api's services. */
@Module({ providers: [UserStatsService], exports: [UserStatsService] })
export class UserStatsModule {}
