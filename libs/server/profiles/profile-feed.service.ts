import { Injectable } from '@nestjs/common';
import { CommentsService } from '@app/server/comments';
import { megabytes } from '@app/server/core/caching';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { JoinedBytes, RawJson } from '@app/server/core/raw-json';
import { isId } from '@app/server/core/ids';
import { MutedContent, NOTHING_MUTED, parseFeedLimit, PostsService, PostViewsService } from '@app/server/posts';
import { UsersService } from '@app/server/users';

export interface ProfileFeedQuery {
  filter?: string;
  limit?: string;
  next?: string;
}

/** `GET /api/users/{username}/feed` (docs/api/users.md): posts and comments by one user, newest first by id. */
@Injectable()
export class ProfileFeedService {
  /** The last visitors' answer of each profile page: the same text gives the same Buffer (FeedService.answer). */
  private readonly visitorAnswers: JoinedBytes;

  constructor(
    private readonly users: UsersService,
    private readonly posts: PostsService,
    private readonly postViews: PostViewsService,
    private readonly comments: CommentsService,
    private readonly mutedContent: MutedContent,
    config: AppConfig,
  ) {
    this.visitorAnswers = new JoinedBytes(megabytes(config.jsonCacheMb));
  }

  /** The page as the bytes of a UserFeedPage (docs/api/users.md). */
  async feed(username: string, query: ProfileFeedQuery, viewerId: string | null): Promise<RawJson> {
    const user = await this.users.findRecordByUsername(username);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    const filter = query.filter ?? '';
    if (filter !== '' && filter !== 'posts' && filter !== 'comments') throw new DomainError('INVALID_USER_FEED_FILTER');
    const limit = parseFeedLimit(query.limit);
    const from = query.next || null;
    if (from !== null && !isId(from)) throw new DomainError('INVALID_CURSOR');
    const isAdmin = await this.users.isAdmin(viewerId);
    if (user.bannedAt && !isAdmin) throw new DomainError(viewerId ? 'NOT_ADMIN' : 'USER_BANNED');
    // Each source gives at most limit + 1, enough to fill the page and name the first item of the next.
    // Read once for the flags of both kinds. The profile feed filters nothing: docs/api/mutes.md lists no profile
    // effect, and a viewer who opens a muted user's profile asked to see them.
    const muted = viewerId ? await this.mutedContent.of(viewerId) : NOTHING_MUTED;
    const [postRecords, commentRecords] = await Promise.all([
      filter === 'comments' ? [] : this.posts.byAuthor(user.id, from, limit + 1, isAdmin),
      filter === 'posts' ? [] : this.comments.byAuthor(user.id, from, limit + 1, viewerId),
    ]);
    const merged = [...postRecords.map((post) => ({ id: post.id, post })), ...commentRecords.map((comment) => ({ id: comment.id, comment }))]
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, limit + 1);
    const page = merged.slice(0, limit);
    const pagePosts = page.flatMap((entry) => ('post' in entry ? [entry.post] : []));
    const pageComments = page.flatMap((entry) => ('comment' in entry ? [entry.comment] : []));
    const [posts, commentJsons] = await Promise.all([
      this.postViews.toPosts(pagePosts, viewerId, { muted }),
      this.comments.profileCommentJsons(pageComments, viewerId, muted),
    ]);
    // Sent as bytes (the UserFeedPage of the contract): a comment's JSON is made once by its one definition
    // (`commentJson`), where an object would be parsed from it and stringified again (docs/performance.md).
    const postItems = new Map(posts.map((post) => [post.id, `{"item":${JSON.stringify(post)},"type":"post"}`]));
    const commentItems = new Map(pageComments.map((comment, index) => [comment.id, `{"item":${commentJsons[index]},"type":"comment"}`]));
    const items = page.flatMap((entry) => ('post' in entry ? postItems.get(entry.id) : commentItems.get(entry.id)) ?? []);
    const text = `{"items":[${items.join(',')}],"next":${JSON.stringify(merged[limit]?.id ?? null)}}`;
    // A visitor's page depends on the rows alone: sent as the last identical text's Buffer, compressed once.
    return this.visitorAnswers.answer([user.id, filter, limit, from].join('\n'), [text], viewerId === null);
  }
}
