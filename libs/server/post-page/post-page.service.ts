import { Injectable } from '@nestjs/common';
import { Community, Post } from '@app/contract';
import { CommentsService } from '@app/server/comments';
import { CommunitiesService } from '@app/server/communities';
import { MutedContent, MutedIds, NOTHING_MUTED, PostRecord, PostsService, PostViewsService } from '@app/server/posts';

/** The post and its community, as the page shows them, with what its comments page needs. */
interface PageParts {
  record: PostRecord;
  post: Post;
  muted: MutedIds;
  community: Community | undefined;
}

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

  /** The answer as an object (the server-rendered first screen reads it). */
  async get(publicId: string, fetchCommunity: boolean, viewerId: string | null): Promise<Post> {
    const { record, post, muted, community } = await this.parts(publicId, fetchCommunity, viewerId);
    const page = await this.comments.firstPage(record, viewerId, muted);
    return { ...post, comments: page.comments, commentsNext: page.next, ...(community ? { community } : {}) };
  }

  /**
   * The answer as JSON text, byte-for-byte `JSON.stringify(get(…))` (post-page-json.int-spec.ts): the
   * comments, most of a busy thread's answer, arrive serialised (CommentsService.firstPageJson) and are
   * put in place of the empty array that stands for them.
   */
  async getJson(publicId: string, fetchCommunity: boolean, viewerId: string | null): Promise<string> {
    const { record, post, muted, community } = await this.parts(publicId, fetchCommunity, viewerId);
    const page = await this.comments.firstPageJson(record, viewerId, muted, post.communityName);
    const json = JSON.stringify({ ...post, comments: [], commentsNext: page.next, ...(community ? { community } : {}) });
    // A key can only match here: inside a JSON string every quote is escaped, so `"comments":[]` cannot
    // occur in one; and no field before `comments` holds an object with that key.
    const at = json.indexOf(EMPTY_COMMENTS);
    if (at < 0) throw new Error('post answer without its comments field');
    return `${json.slice(0, at)}"comments":${page.comments}${json.slice(at + EMPTY_COMMENTS.length)}`;
  }

  private async parts(publicId: string, fetchCommunity: boolean, viewerId: string | null): Promise<PageParts> {
    const record = await this.posts.getByPublicId(publicId);
    // The page shows the visit before this one, then records this one.
    const previousVisit = viewerId ? await this.views.recordVisit(viewerId, record.id) : null;
    // Read once for the post's and the comments' mute flags.
    const muted = viewerId ? await this.mutedContent.of(viewerId) : NOTHING_MUTED;
    const [post] = await this.views.toPosts([record], viewerId, { visits: new Map([[record.id, previousVisit]]), muted });
    const community = fetchCommunity ? await this.communities.get(await this.communities.resolve(record.communityId), viewerId) : undefined;
    return { record, post, muted, community };
  }
}

const EMPTY_COMMENTS = '"comments":[]';
