import { Injectable } from '@nestjs/common';
import type { Post } from '@app/contract';
import { MutedContent, NOTHING_MUTED, searchExclusions } from './muted-content';
import { PostMatch, PostSearch, PostSearchRepository } from './post-search.repository';
import { PostViewsService } from './post-views.service';

export interface FoundPost {
  post: Post;
  key: number;
  headline: string;
}

/** Search over posts for one viewer: the feeds' exclusions for them, the posts as the feeds show them. */
@Injectable()
export class PostSearchService {
  constructor(
    private readonly search: PostSearchRepository,
    private readonly views: PostViewsService,
    private readonly muted: MutedContent,
  ) {}

  async find(query: Omit<PostSearch, 'exclude'>, viewerId: string | null): Promise<FoundPost[]> {
    const muted = viewerId ? await this.muted.of(viewerId) : NOTHING_MUTED;
    const matches: PostMatch[] = await this.search.search({ ...query, exclude: searchExclusions(viewerId, muted, query.communityId) });
    const posts = await this.views.toPosts(
      matches.map((m) => m.record),
      viewerId,
      { muted },
    );
    return posts.map((post, i) => ({ post, key: matches[i].key, headline: matches[i].headline }));
  }
}
