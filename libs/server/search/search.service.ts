import { Injectable } from '@nestjs/common';
import { SearchLimits, SearchPage, SearchResult, type Community, type User } from '@app/contract';
import { CommentSearchService } from '@app/server/comments';
import { CommunitiesService } from '@app/server/communities';
import { DomainError } from '@app/server/core/errors';
import { hasMatch, prefixSnippet, toSnippet } from '@app/server/core/text-search';
import { MutedContent, NOTHING_MUTED, PostSearchService } from '@app/server/posts';
import { UsersService } from '@app/server/users';
import { encodeSearchCursor, parseSearchRequest, SearchQuery, SearchRequest, searchText } from './search-request';

interface Found<T> {
  item: T;
  key: number;
  id: string;
  snippet: string;
}

export interface SearchSuggestions {
  communities: Community[];
  users: User[];
}

/**
 * Search across the forum (docs/api/search.md): one kind of result per call, each area searching its own
 * rows with the exclusions the feeds apply for this viewer. Pages are fetched one row long, like the feeds:
 * the extra row is the next page's inclusive cursor.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly posts: PostSearchService,
    private readonly comments: CommentSearchService,
    private readonly communities: CommunitiesService,
    private readonly users: UsersService,
    private readonly muted: MutedContent,
  ) {}

  async search(query: SearchQuery, viewerId: string | null): Promise<SearchPage> {
    const request = parseSearchRequest(query);
    const found = await this.find(request, viewerId);
    const page = found.slice(0, request.limit);
    const after = found[request.limit];
    return {
      type: request.type,
      results: page.map((f) => ({ ...f.item, snippet: f.snippet }) as SearchResult),
      next: after ? encodeSearchCursor({ key: after.key, id: after.id }) : null,
    };
  }

  /** As you type: the communities and people whose names start with the text (the search box's list). */
  async suggestions(q: string | undefined, viewerId: string | null): Promise<SearchSuggestions> {
    const text = searchText(q);
    const muted = viewerId ? await this.muted.of(viewerId) : NOTHING_MUTED;
    const limit = SearchLimits.suggestionsMax;
    const [communities, users] = await Promise.all([
      this.communities.search({ text, sort: 'relevance', after: null, limit, excludeIds: muted.communityIds }, viewerId),
      this.users.searchByName({ text, sort: 'relevance', after: null, limit, excludeIds: muted.userIds }, asUserViewer(viewerId)),
    ]);
    return { communities: communities.map((c) => c.community), users: users.map((u) => u.user) };
  }

  private async find(request: SearchRequest, viewerId: string | null): Promise<Found<SearchResult>[]> {
    const { text, sort, after } = request;
    const limit = request.limit + 1;
    switch (request.type) {
      case 'posts': {
        const [communityId, authorId] = await this.scope(request);
        const found = await this.posts.find({ text, sort, after, limit, communityId, authorId }, viewerId);
        return found.map((f) => ({ item: f.post as SearchResult, key: f.key, id: f.post.id, snippet: toSnippet(f.headline) }));
      }
      case 'comments': {
        const [communityId, authorId] = await this.scope(request);
        const found = await this.comments.find({ text, sort, after, limit, communityId, authorId }, viewerId);
        return found.map((f) => ({ item: f.comment as SearchResult, key: f.key, id: f.comment.id, snippet: toSnippet(f.headline) }));
      }
      case 'communities': {
        const muted = viewerId ? await this.muted.of(viewerId) : NOTHING_MUTED;
        const found = await this.communities.search({ text, sort, after, limit, excludeIds: muted.communityIds }, viewerId);
        return found.map((f) => ({
          item: f.community as SearchResult,
          key: f.key,
          id: f.community.id,
          snippet: hasMatch(f.headline) ? toSnippet(f.headline) : prefixSnippet(f.community.name, text),
        }));
      }
      case 'users': {
        const muted = viewerId ? await this.muted.of(viewerId) : NOTHING_MUTED;
        const found = await this.users.searchByName({ text, sort, after, limit, excludeIds: muted.userIds }, asUserViewer(viewerId));
        return found.map((f) => ({ item: f.user as SearchResult, key: f.key, id: f.user.id, snippet: prefixSnippet(f.user.username, text) }));
      }
    }
  }

  /** `community` and `author` narrow posts and comments; an unknown name is a 404, as on their own pages. */
  private async scope(request: SearchRequest): Promise<[string | undefined, string | undefined]> {
    const [community, author] = await Promise.all([
      request.community ? this.communities.resolve(request.community, true) : undefined,
      request.author ? this.users.findByUsername(request.author) : undefined,
    ]);
    if (request.author && !author) throw new DomainError('USER_NOT_FOUND');
    return [community?.id, author?.id];
  }
}

/** The viewer as the user mapper needs it; admin flags do not change what a search shows of a user. */
function asUserViewer(viewerId: string | null) {
  return viewerId ? { id: viewerId, isAdmin: false } : null;
}
