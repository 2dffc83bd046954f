import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ModlogAction, ModlogActions, ModlogLimits, ModlogPage } from '@app/contract';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { ModlogAccessRepository } from './modlog-access.repository';
import type { ActedAs, NewModlogEntry } from './modlog.entity';
import { decodeModlogCursor, encodeModlogCursor, toModlogEntry } from './modlog.mapper';
import { ModlogRepository, ModlogScope } from './modlog.repository';

export interface ModlogQuery {
  action?: string;
  /** A moderator's or admin's username. */
  moderator?: string;
  next?: string;
  limit?: string;
}

/** The community a log page is read for, as the route resolved it (its anonymity setting is a column of it). */
export interface ModlogCommunity {
  id: string;
  name: string;
  modlogAnonymous: boolean;
}

/**
 * The moderation log (docs/moderation-log.md). Every moderator or admin action calls `record` with its own
 * transaction's manager, so the entry and the act commit together or not at all.
 */
@Injectable()
export class ModlogService {
  constructor(
    private readonly entries: ModlogRepository,
    private readonly access: ModlogAccessRepository,
    private readonly clock: Clock,
  ) {}

  async record(tx: EntityManager, entry: NewModlogEntry, at: Date = this.clock.now()): Promise<void> {
    await this.entries.insert(tx, entry, at);
  }

  /**
   * The capacity an act on a community's content was done in: a moderator of it acts as `mod`, anyone else who
   * may act there is an admin. Read inside the act's transaction.
   */
  async actedAsIn(tx: EntityManager, userId: string, communityId: string): Promise<ActedAs> {
    return (await this.access.isModOf(userId, communityId, tx)) ? 'mod' : 'admin';
  }

  /** A community's log: public. Its anonymous moderators are named only to admins and to its own moderators. */
  async communityPage(community: ModlogCommunity, query: ModlogQuery, viewerId: string | null): Promise<ModlogPage & { anonymous: boolean }> {
    const anonymous = community.modlogAnonymous;
    const reveal = !anonymous || (viewerId !== null && ((await this.access.isAdmin(viewerId)) || (await this.access.isModOf(viewerId, community.id))));
    // Filtering by a moderator would tell who did what: an anonymous log ignores the filter for others.
    const page = await this.page({ communityId: community.id }, reveal ? query : { ...query, moderator: undefined });
    return { entries: page.rows.map((row) => toModlogEntry(row, reveal)), next: page.next, anonymous };
  }

  /** The site-wide log of admin actions: public, admins named. */
  async sitePage(query: ModlogQuery): Promise<ModlogPage> {
    const page = await this.page('admin', query);
    return { entries: page.rows.map((row) => toModlogEntry(row, true)), next: page.next };
  }

  private async page(scope: ModlogScope, query: ModlogQuery) {
    const limit = parseLimit(query.limit);
    const action = parseAction(query.action);
    const after = query.next ? decodeModlogCursor(query.next) : null;
    let actorId: string | null = null;
    if (query.moderator) {
      actorId = await this.entries.userIdByName(query.moderator);
      // An unknown name matches no entry: an empty page, not an error.
      if (!actorId) return { rows: [], next: null };
    }
    const rows = await this.entries.page(scope, { action, actorId, after: after && { createdAtText: after.createdAtText, id: after.id }, limit: limit + 1 });
    const last = rows.length > limit ? rows[limit - 1] : null;
    return {
      rows: rows.slice(0, limit),
      next: last ? encodeModlogCursor({ createdAt: last.createdAt, id: last.id, createdAtMicros: last.createdAtText }) : null,
    };
  }
}

function parseLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return ModlogLimits.pageSize;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > ModlogLimits.maxPageSize) throw new DomainError('INVALID_MODLOG_QUERY');
  return Number(raw);
}

function parseAction(raw: string | undefined): ModlogAction | null {
  if (raw === undefined || raw === '') return null;
  if (!(ModlogActions as readonly string[]).includes(raw)) throw new DomainError('INVALID_MODLOG_QUERY');
  return raw as ModlogAction;
}

/** A removal reason as kept: trimmed, empty = none; longer than the log keeps is refused. */
export function parseRemovalReason(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw new DomainError('INVALID_JSON');
  const reason = raw.trim();
  if (reason.length > ModlogLimits.reasonMax) throw new DomainError('REASON_TOO_LONG');
  return reason || null;
}
