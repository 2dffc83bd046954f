import { Injectable } from '@nestjs/common';
import type { SearchSort } from '@app/contract';
import { ReadOnlyDatabase } from '@app/server/core/database';
import { byPresentAuthor, readWordPairs, RELEVANCE_CANDIDATES, SearchKeyset, searchSortKeys, SearchStatement } from '@app/server/core/text-search';
import type { FeedExclusions } from './feed.repository';
import { POST_COLUMNS, PostRow, PostRecord, toPostRecord } from './post.types';

export interface PostSearch {
  /** What the person typed (read by `websearch_to_tsquery`). */
  text: string;
  sort: SearchSort;
  communityId?: string;
  authorId?: string;
  after: SearchKeyset | null;
  limit: number;
  exclude: FeedExclusions;
}

export interface PostMatch {
  record: PostRecord;
  key: number;
  /** `ts_headline` of the title and body, marks still as characters (core/text-search `toSnippet`). */
  headline: string;
}

/** Ordered on as they are: `p.points` is served by `posts_points_idx`, newest first by the primary key. */
const SORT_KEY = searchSortKeys('p.points');

/**
 * Posts matching a search, by the GIN index on their words (`post_search_vectors`, migration 1764200000000), with the feeds'
 * exclusions (deleted posts, hidden posts, muted users and communities) and without the content of banned or
 * deleted accounts. Pages by an inclusive keyset on (sort key, id), like the feeds.
 */
@Injectable()
export class PostSearchRepository {
  constructor(private readonly reads: ReadOnlyDatabase) {}

  async search(search: PostSearch): Promise<PostMatch[]> {
    // Both areas' vectors have the word pairs' index (migration 1764305000000).
    const statement = new SearchStatement(search.text, await readWordPairs(this.reads, search.text));
    // The feeds' exclusions; their `postIds` (a feed's pins, listed apart) do not apply to a search.
    const scope = statement.scopeConditions('p', 'p.id', { ...search.exclude, communityId: search.communityId, authorId: search.authorId });
    const where = ['p.deleted_at IS NULL', byPresentAuthor('p.user_id'), ...scope.where];
    const sql = statement.page(
      {
        table: 'posts',
        alias: 'p',
        vectors: 'post_search_vectors',
        vectorKey: 'post_id',
        columns: POST_COLUMNS,
        ...SORT_KEY[search.sort],
        headlineText: `page.title || E'\\n' || coalesce(page.body, '')`,
        newestCandidates: search.sort === 'relevance' ? RELEVANCE_CANDIDATES : undefined,
        within: scope.within,
      },
      where,
      search.after,
      search.limit,
    );
    const rows = await this.reads.rows<PostRow & { sort_key: number; headline: string }>(sql, statement.params, 'for-values');
    return rows.map((row) => ({ record: toPostRecord(row), key: Number(row.sort_key), headline: row.headline }));
  }
}
