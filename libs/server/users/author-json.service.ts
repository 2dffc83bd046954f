import { Injectable } from '@nestjs/common';
import { BoundedCache, boundedCache, megabytes } from '@app/server/core/caching';
import { AppConfig } from '@app/server/core/config';
import { toUser, UserViewer } from './users.mapper';
import { UsersRepository } from './users.repository';

/** An author as a comment embeds them: the fields the comment itself copies, and `toUser`'s JSON. */
export interface AuthorJson {
  /** The row version the JSON was made from (changes whenever any of it does). */
  version: string;
  /** JSON of the username. */
  username: string;
  deleted: boolean;
  /** `JSON.stringify(toUser(row, viewer))`. */
  user: string;
}

type Entry = AuthorJson;

/**
 * `toUser` differs by viewer in three ways only: an admin (admin fields, no ghosting), the author themself
 * (their email), anyone else (visitors included). Each kind has its own entry.
 */
type ViewerKind = 'admin' | 'self' | 'other';

/**
 * Authors' JSON for pages of comments, from an in-process cache keyed on the account and the viewer kind and
 * checked against the row's version (users.repository.ts, USER_VERSION) read fresh on every request: a
 * changed row or badge is a miss, so no answer is ever staler than its own statements. Only misses read
 * whole rows, in one statement.
 */
@Injectable()
export class AuthorJsonService {
  private readonly cache: BoundedCache<Entry>;

  constructor(
    private readonly users: UsersRepository,
    config: AppConfig,
  ) {
    // Strings are UTF-16 in V8: two bytes a character, plus the entry's own overhead.
    this.cache = boundedCache<Entry>({
      maxBytes: megabytes(config.jsonCacheMb),
      sizeOf: (e) => 2 * (e.user.length + e.username.length + e.version.length) + 64,
    });
  }

  async authors(ids: readonly string[], viewer: UserViewer | null): Promise<Map<string, AuthorJson>> {
    const found = new Map<string, AuthorJson>();
    const misses: string[] = [];
    for (const [id, version] of await this.users.versionsOf(ids)) {
      const entry = this.cache.get(cacheKey(id, viewer));
      if (entry?.version === version) found.set(id, entry);
      else misses.push(id);
    }
    for (const row of await this.users.findVersionedByIds(misses)) {
      const { version, ...record } = row;
      const entry: Entry = {
        version,
        username: JSON.stringify(record.username),
        deleted: record.deletedAt !== null,
        user: JSON.stringify(toUser(record, viewer)),
      };
      this.cache.set(cacheKey(row.id, viewer), entry);
      found.set(row.id, entry);
    }
    return found;
  }
}

function cacheKey(userId: string, viewer: UserViewer | null): string {
  const kind: ViewerKind = viewer?.isAdmin ? 'admin' : viewer?.id === userId ? 'self' : 'other';
  return `${kind}:${userId}`;
}
