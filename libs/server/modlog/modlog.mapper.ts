import type { ModlogEntry } from '@app/contract';
import { toWireTime } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import type { ModlogCursor, ModlogEntryRow } from './modlog.entity';

/** The name an erased account is shown by (docs/api/entities.md §2). */
export const GHOST_NAME = 'ghost';

/**
 * An entry as the public reads it. `revealMods` false: a community's anonymous moderators read as null ("a
 * moderator"); an admin acting as admin is always named. Target users and actors whose accounts were erased
 * read as the ghost.
 */
export function toModlogEntry(row: ModlogEntryRow, revealMods: boolean): ModlogEntry {
  const actor = row.actorDeleted ? GHOST_NAME : row.actorName;
  const targetName = row.targetUserName === null ? null : row.targetUserDeleted ? GHOST_NAME : row.targetUserName;
  return {
    id: row.id,
    action: row.action,
    actedAs: row.actedAs,
    actor: row.actedAs === 'mod' && !revealMods ? null : actor,
    communityName: row.communityName,
    target:
      row.targetType === null || row.targetId === null
        ? null
        : {
            type: row.targetType,
            id: row.targetId,
            title: row.targetType === 'user' ? targetName : row.targetTitle,
            url: row.targetType === 'user' ? (targetName === GHOST_NAME || targetName === null ? null : `/@${targetName}`) : row.targetPath,
          },
    reason: row.reason,
    createdAt: toWireTime(row.createdAt),
  };
}

/** `next` is the base64url of `{createdAt ms}.{microseconds}.{id}`: the last entry's exact position. */
export function encodeModlogCursor(row: { createdAt: Date; id: string; createdAtMicros?: string }): string {
  return Buffer.from(`${row.createdAtMicros ?? row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeModlogCursor(next: string): ModlogCursor & { createdAtText: string } {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(next) ? Buffer.from(next, 'base64url').toString('utf8') : '';
  const match = /^(\d{4}-\d\d-\d\d[T ][0-9:.]+(?:Z|[+-]\d\d(?::?\d\d)?))\|(\d{1,18})$/.exec(text);
  const createdAt = match ? new Date(match[1]) : null;
  if (!match || !createdAt || Number.isNaN(createdAt.getTime())) throw new DomainError('INVALID_MODLOG_QUERY');
  return { createdAt, createdAtText: match[1], id: match[2] };
}
