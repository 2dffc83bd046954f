import { Injectable } from '@nestjs/common';
import type { Post } from '@app/contract';
import { MutedContent, NOTHING_MUTED } from './muted-content';
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
    // Hidden posts and muted users everywhere, as in the feeds; muted communities unless the search is inside one.
    const matches: PostMatch[] = await this.search.search({
      ...query,
      exclude: {
        hiddenFor: viewerId ?? undefined,
        mutedUserIds: muted.userIds,
        mutedCommunityIds: query.communityId ? [] : muted.communityIds,
      },
    });
    const posts = await this.views.toPosts(
      matches.map((m) => m.record),
      viewerId,
      { muted },
    );
    return posts.map((post, i) => ({ post, key: matches[i].key, headline: matches[i].headline }));
  }
}
