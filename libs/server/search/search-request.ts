import { SEARCH_SORTS, SEARCH_TYPES, SearchLimits, SearchSort, SearchType } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { decodeJsonCursor, encodeJsonCursor, isId } from '@app/server/core/ids';
import type { SearchKeyset } from '@app/server/core/text-search';

/** `GET /api/search` as the client sends it: every field a string, or absent. */
export interface SearchQuery {
  q?: string;
  type?: string;
  sort?: string;
  community?: string;
  author?: string;
  next?: string;
  limit?: string;
}

export interface SearchRequest {
  text: string;
  type: SearchType;
  sort: SearchSort;
  community?: string;
  author?: string;
  after: SearchKeyset | null;
  limit: number;
}

/** Checks in this order: the text, the type, the sort, the limit, the cursor (docs/api/search.md). */
export function parseSearchRequest(query: SearchQuery): SearchRequest {
  const text = searchText(query.q);
  const type = query.type || 'posts';
  if (!(SEARCH_TYPES as readonly string[]).includes(type)) throw new DomainError('INVALID_SEARCH_TYPE');
  const sort = query.sort || 'relevance';
  if (!(SEARCH_SORTS as readonly string[]).includes(sort)) throw new DomainError('INVALID_SEARCH_SORT');
  return {
    text,
    type: type as SearchType,
    sort: sort as SearchSort,
    community: query.community || undefined,
    author: query.author || undefined,
    limit: parseSearchLimit(query.limit),
    after: query.next ? decodeSearchCursor(query.next) : null,
  };
}

/** The typed text, trimmed: not empty, and at most `SearchLimits.queryMax` characters. */
export function searchText(q: string | undefined): string {
  const text = (q ?? '').trim();
  if (!text) throw new DomainError('SEARCH_QUERY_EMPTY');
  if ([...text].length > SearchLimits.queryMax) throw new DomainError('SEARCH_QUERY_TOO_LONG');
  return text;
}

function parseSearchLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return SearchLimits.pageDefault;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1) throw new DomainError('INVALID_SEARCH_LIMIT');
  return Math.min(Number(raw), SearchLimits.pageMax);
}

/** The cursor is the first row of the next page: its sort value and id, as base64url JSON. */
export function encodeSearchCursor(keyset: SearchKeyset): string {
  return encodeJsonCursor([keyset.key, keyset.id]);
}

export function decodeSearchCursor(cursor: string): SearchKeyset {
  const parsed = decodeJsonCursor(cursor, 'INVALID_SEARCH_CURSOR');
  if (!Array.isArray(parsed) || parsed.length !== 2) throw new DomainError('INVALID_SEARCH_CURSOR');
  const [key, id] = parsed as unknown[];
  if (typeof key !== 'number' || !Number.isFinite(key) || !isId(id)) throw new DomainError('INVALID_SEARCH_CURSOR');
  return { key, id };
}
