import { Injectable } from '@nestjs/common';
import { CommentsService } from '@app/server/comments';
import { CommunitiesService } from '@app/server/communities';
import { megabytes } from '@app/server/core/caching';
import { AppConfig } from '@app/server/core/config';
import { JoinedBytes, RawJson } from '@app/server/core/raw-json';
import { MutedContent, NOTHING_MUTED, PostsService, PostViewsService } from '@app/server/posts';

/** `GET /api/posts/{publicId}`: the post, its first comments page and (by default) its community. */
@Injectable()
export class PostPageService {
  /** The last answer of each page per kind of viewer: the same text around the same comments gives the same Buffer. */
  private readonly answers: JoinedBytes;

  constructor(
    private readonly posts: PostsService,
    private readonly views: PostViewsService,
    private readonly communities: CommunitiesService,
    private readonly comments: CommentsService,
    private readonly mutedContent: MutedContent,
    config: AppConfig,
  ) {
    this.answers = new JoinedBytes(megabytes(config.jsonCacheMb));
  }

  /** The Post as JSON (UTF-8): the comments come already serialised (CommentJsonService), the rest is stringified here. */
  async get(publicId: string, fetchCommunity: boolean, viewerId: string | null): Promise<RawJson> {
    const record = await this.posts.getByPublicId(publicId);
    const [communityRecord, previousVisit, muted] = await Promise.all([
      // Read once for the post, its comments and the community block.
      this.communities.resolve(record.communityId),
      // The page shows the visit before this one, then records this one.
      viewerId ? this.views.recordVisit(viewerId, record.id) : null,
      // Read once for the post's and the comments' mute flags.
      viewerId ? this.mutedContent.of(viewerId) : NOTHING_MUTED,
    ]);
    const [post] = await this.views.toPosts([record], viewerId, { visits: new Map([[record.id, previousVisit]]), muted, communities: [communityRecord] });
    const page = await this.comments.firstPage(record, viewerId, muted, communityRecord);
    const community = fetchCommunity ? await this.communities.get(communityRecord, viewerId) : undefined;
    // The Post's keys in the order `{ ...post, comments, commentsNext, community }` gives them: the comments
    // take the place the post's own `comments` key holds, everything else is JSON.stringify's.
    const keys = Object.keys(post);
    const at = keys.indexOf('comments');
    const before = Object.fromEntries(keys.slice(0, at).map((k) => [k, post[k as keyof typeof post]]));
    const after = {
      ...Object.fromEntries(keys.slice(at + 1).map((k) => [k, post[k as keyof typeof post]])),
      commentsNext: page.next,
      ...(community ? { community } : {}),
    };
    const parts = [`${JSON.stringify(before).slice(0, -1)},"comments":`, page.comments, `,${JSON.stringify(after).slice(1)}`];
    // Only visitors' answers are remembered: a member's text holds their previous visit, new on every request.
    return this.answers.answer(`${record.id}\n${fetchCommunity}`, parts, viewerId === null);
  }
}
