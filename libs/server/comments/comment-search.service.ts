import { Injectable } from '@nestjs/common';
import type { Comment } from '@app/contract';
import { MutedContent, NOTHING_MUTED, searchExclusions } from '@app/server/posts';
import { CommentSearch, CommentSearchRepository } from './comment-search.repository';
import { CommentViewsService } from './comment-views.service';

export interface FoundComment {
  comment: Comment;
  key: number;
  headline: string;
}

/** Search over comments for one viewer: the feeds' exclusions for them, each comment with its post's title. */
@Injectable()
export class CommentSearchService {
  constructor(
    private readonly search: CommentSearchRepository,
    private readonly views: CommentViewsService,
    private readonly muted: MutedContent,
  ) {}

  async find(query: Omit<CommentSearch, 'hiddenFor' | 'mutedUserIds' | 'mutedCommunityIds'>, viewerId: string | null): Promise<FoundComment[]> {
    const muted = viewerId ? await this.muted.of(viewerId) : NOTHING_MUTED;
    const matches = await this.search.search({ ...query, ...searchExclusions(viewerId, muted, query.communityId) });
    const comments = await this.views.toComments(
      matches.map((m) => m.record),
      viewerId,
      { withPostTitle: true, muted },
    );
    return comments.map((comment, i) => ({ comment, key: matches[i].key, headline: matches[i].headline }));
  }
}
