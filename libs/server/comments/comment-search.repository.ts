import { Injectable } from '@nestjs/common';
import type { SearchSort } from '@app/contract';
import { ReadOnlyDatabase } from '@app/server/core/database';
import {
  byPresentAuthor,
  noRowWhere,
  readWordPairs,
  RELEVANCE_CANDIDATES,
  SearchKeyset,
  SearchScope,
  searchSortKeys,
  SearchStatement,
} from '@app/server/core/text-search';
import { COMMENT_COLUMNS, CommentRecord, CommentRow, toCommentRecord } from './comment.types';

export interface CommentSearch extends SearchScope {
  text: string;
  sort: SearchSort;
  after: SearchKeyset | null;
  limit: number;
  mutedUserIds: readonly string[];
  mutedCommunityIds: readonly string[];
}

export interface CommentMatch {
  record: CommentRecord;
  key: number;
  headline: string;
}

const SORT_KEY = searchSortKeys('(c.upvotes - c.downvotes)');

/**
 * Comments matching a search, by the GIN index on their words (`comment_search_vectors`): never deleted ones, nor those under a
 * deleted or hidden post, nor by muted, banned or deleted accounts, nor in muted communities.
 */
@Injectable()
export class CommentSearchRepository {
  constructor(private readonly reads: ReadOnlyDatabase) {}

  async search(search: CommentSearch): Promise<CommentMatch[]> {
    // Both areas' vectors have the word pairs' index (migration 1764305000000).
    const statement = new SearchStatement(search.text, await readWordPairs(this.reads, search.text));
    const scope = statement.scopeConditions('c', 'c.post_id', search);
    const where = [
      'c.deleted_at IS NULL',
      noRowWhere('posts p', 'p.id = c.post_id AND p.deleted_at IS NOT NULL'),
      byPresentAuthor('c.user_id'),
      ...scope.where,
    ];
    const sql = statement.page(
      {
        table: 'comments',
        alias: 'c',
        vectors: 'comment_search_vectors',
        vectorKey: 'comment_id',
        columns: COMMENT_COLUMNS,
        ...SORT_KEY[search.sort],
        headlineText: 'page.body',
        // No index orders all comments by votes: top, like relevance, ranks the newest matches.
        newestCandidates: search.sort === 'latest' ? undefined : RELEVANCE_CANDIDATES,
        within: scope.within,
      },
      where,
      search.after,
      search.limit,
    );
    const rows = await this.reads.rows<CommentRow & { sort_key: number; headline: string }>(sql, statement.params, 'for-values');
    return rows.map((row) => ({ record: toCommentRecord(row), key: Number(row.sort_key), headline: row.headline }));
  }
}
