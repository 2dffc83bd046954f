import { Injectable } from '@nestjs/common';
import { Comment, Post, UserFeedItem, UserFeedPage } from '@app/contract';
import { CommentsService } from '@app/server/comments';
import { DomainError } from '@app/server/core/errors';
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
  constructor(
    private readonly users: UsersService,
    private readonly posts: PostsService,
    private readonly postViews: PostViewsService,
    private readonly comments: CommentsService,
    private readonly mutedContent: MutedContent,
  ) {}

  async feed(username: string, query: ProfileFeedQuery, viewerId: string | null): Promise<UserFeedPage> {
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
    const [postRecords, comments] = await Promise.all([
      filter === 'comments' ? [] : this.posts.byAuthor(user.id, from, limit + 1, isAdmin),
      filter === 'posts' ? [] : this.comments.byAuthor(user.id, from, limit + 1, viewerId, muted),
    ]);
    const merged = [...postRecords.map((record) => ({ id: record.id, record })), ...comments.map((comment) => ({ id: comment.id, comment }))]
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, limit + 1);
    const page = merged.slice(0, limit);
    const shownPosts = new Map(
      (
        await this.postViews.toPosts(
          page.flatMap((e) => ('record' in e ? [e.record] : [])),
          viewerId,
          { muted },
        )
      ).map((p) => [p.id, p]),
    );
    const items: UserFeedItem[] = page.map((entry) =>
      'record' in entry ? { item: shownPosts.get(entry.id) as Post, type: 'post' } : { item: entry.comment as Comment, type: 'comment' },
    );
    return { items, next: merged[limit]?.id ?? null };
  }
}
