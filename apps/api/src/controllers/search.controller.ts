import { Controller, Get, Query } from '@nestjs/common';
import type { SearchPage } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { RateLimited } from '@app/server/core/throttling';
import { SearchService, SearchSuggestions } from '@app/server/search';
import { SearchQueryDto, SearchSuggestionsQueryDto } from '../dto/search.dto';
import { Public } from '../http/access';
import { CurrentCaller } from '../http/caller.decorator';
import { Documented } from '../openapi/documented';

/** Search (ours; docs/api/search.md): anyone may search what they may read. */
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @Documented('Search posts, comments, communities or people', [
    'SEARCH_QUERY_EMPTY',
    'SEARCH_QUERY_TOO_LONG',
    'INVALID_SEARCH_TYPE',
    'INVALID_SEARCH_SORT',
    'INVALID_SEARCH_LIMIT',
    'INVALID_SEARCH_CURSOR',
    'COMMUNITY_NOT_FOUND',
    'USER_NOT_FOUND',
  ])
  @Public()
  @RateLimited('search')
  find(@Query() query: SearchQueryDto, @CurrentCaller() caller: Caller): Promise<SearchPage> {
    return this.search.search(query, caller.userId);
  }

  @Get('suggestions')
  @Documented('Suggest communities and people whose names start with the text', ['SEARCH_QUERY_EMPTY', 'SEARCH_QUERY_TOO_LONG'])
  @Public()
  @RateLimited('search')
  suggestions(@Query() query: SearchSuggestionsQueryDto, @CurrentCaller() caller: Caller): Promise<SearchSuggestions> {
    return this.search.suggestions(query.q, caller.userId);
  }
}
