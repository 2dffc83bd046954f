import { Injectable } from '@nestjs/common';
import { Post } from '@app/contract';
import { CommentsService } from '@app/server/comments';
import { CommunitiesService } from '@app/server/communities';
import { MutedContent, NOTHING_MUTED, PostsService, PostViewsService } from '@app/server/posts';

/** `GET /api/posts/{publicId}`: the post, its first comments page and (by default) its community. */
@Injectable()
export class PostPageService {
  constructor(
    private readonly posts: PostsService,
    private readonly views: PostViewsService,
    private readonly communities: CommunitiesService,
    private readonly comments: CommentsService,
    private readonly mutedContent: MutedContent,
  ) {}

  async get(publicId: string, fetchCommunity: boolean, viewerId: string | null): Promise<Post> {
    const record = await this.posts.getByPublicId(publicId);
    // The page shows the visit before this one, then records this one.
    const previousVisit = viewerId ? await this.views.recordVisit(viewerId, record.id) : null;
    // Read once for the post's and the comments' mute flags.
    const muted = viewerId ? await this.mutedContent.of(viewerId) : NOTHING_MUTED;
    const [post] = await this.views.toPosts([record], viewerId, { visits: new Map([[record.id, previousVisit]]), muted });
    const page = await this.comments.firstPage(record, viewerId, muted);
    const community = fetchCommunity ? await this.communities.get(await this.communities.resolve(record.communityId), viewerId) : undefined;
    return { ...post, comments: page.comments, commentsNext: page.next, ...(community ? { community } : {}) };
  }
}
