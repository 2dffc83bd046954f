import { Injectable } from '@nestjs/common';
import { FEED_SORTS, FeedPage, FeedSort, Limits, ModtoolsPostsPage } from '@app/contract';
import { CommunitiesService, CommunityPermissions } from '@app/server/communities';
import { megabytes } from '@app/server/core/caching';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { JoinedBytes, RawJson } from '@app/server/core/raw-json';
import { isId } from '@app/server/core/ids';
import { parseFeedCursor, formatFeedCursor } from './feed-cursors';
import { FeedExclusions, FeedRepository, FeedScope } from './feed.repository';
import { MutedContent, MutedIds, NOTHING_MUTED } from './muted-content';
import { PostViewsService } from './post-views.service';

export interface FeedQuery {
  sort?: string;
  feed?: string;
  communityId?: string;
  limit?: string;
  next?: string;
  filter?: string;
  page?: string;
}

/** The sort that gets pinned posts on its first page (config `defaultFeedSort`). */
const DEFAULT_SORT: FeedSort = 'hot';

/** `GET /api/posts` (docs/api/posts.md): the feeds, and the modtools lists when `filter` is given. */
@Injectable()
export class FeedService {
  /** The last visitors' answer of each feed page: the same text gives the same Buffer. */
  private readonly visitorAnswers: JoinedBytes;

  constructor(
    private readonly feeds: FeedRepository,
    private readonly views: PostViewsService,
    private readonly communities: CommunitiesService,
    private readonly permissions: CommunityPermissions,
    private readonly muted: MutedContent,
    config: AppConfig,
  ) {
    this.visitorAnswers = new JoinedBytes(megabytes(config.jsonCacheMb));
  }

  /**
   * The page as the bytes sent. Every visitor who asks for the same page while nothing on it changed gets the
   * same text; it is still read and built on every request (so never stale), but then answered with the Buffer
   * of the last identical text, whose compressed bytes are kept beside it: compressed once per change instead
   * of once per request (docs/performance.md, "Visitors' feed pages"). A member's page is their own.
   */
  async answer(query: FeedQuery, viewerId: string | null): Promise<RawJson> {
    const text = JSON.stringify(await this.get(query, viewerId));
    // For a visitor the page depends on these and on the rows alone (no votes, visits, mutes or hidden posts).
    const key = [query.feed, query.communityId, query.sort, query.limit, query.next].join('\n');
    return this.visitorAnswers.answer(key, [text], viewerId === null);
  }

  async get(query: FeedQuery, viewerId: string | null): Promise<FeedPage | ModtoolsPostsPage> {
    const filter = query.filter ?? '';
    if (filter !== '' && filter !== 'deleted' && filter !== 'locked') throw new DomainError('INVALID_FEED_FILTER');
    const sort = (query.sort || 'latest') as FeedSort;
    if (!FEED_SORTS.includes(sort)) throw new DomainError('INVALID_FEED_SORT');
    const limit = parseFeedLimit(query.limit);
    if (filter) return this.modtools(query, filter, limit, viewerId);
    // The viewer's mutes: one statement per request (none for visitors), for the filter and the flags.
    const [scope, muted] = await Promise.all([this.scope(query, viewerId), viewerId ? this.muted.of(viewerId) : NOTHING_MUTED]);
    const cursor = parseFeedCursor(sort, query.next);
    const exclusions = this.exclusions(scope, query.feed, viewerId, muted);
    const pins = sort === DEFAULT_SORT && !cursor ? await this.feeds.pins(scope.kind === 'community' ? scope.communityId : null) : [];
    const rows = await this.feeds.page(scope, sort, cursor, limit + 1, { ...exclusions, postIds: pins.map((p) => p.id) });
    const pageRecords = [...pins, ...rows.slice(0, limit).map((r) => r.record)];
    const following = rows[limit];
    const posts = await this.views.toPosts(pageRecords, viewerId, { muted });
    return { posts: posts.length ? posts : null, next: following ? formatFeedCursor(sort, following.key, following.record.id) : null };
  }

  private async scope(query: FeedQuery, viewerId: string | null): Promise<FeedScope> {
    if (query.communityId !== undefined && query.communityId !== '') {
      if (!isId(query.communityId)) throw new DomainError('INVALID_ID');
      return { kind: 'community', communityId: query.communityId };
    }
    const feed = query.feed ?? '';
    if (feed === '' || feed === 'all') return { kind: 'all' };
    if (feed === 'community') throw new DomainError('COMMUNITY_IS_EMPTY');
    if (feed !== 'home' && feed !== 'moderating') throw new DomainError('INVALID_FEED_TYPE');
    if (!viewerId) throw new DomainError('NOT_LOGGED_IN');
    const ids = feed === 'home' ? await this.communities.joinedCommunityIds(viewerId) : await this.communities.moddedCommunityIds(viewerId);
    return { kind: 'communities', communityIds: ids };
  }

  /** Hidden posts and muted users everywhere but `moderating`; muted communities in `all` only. */
  private exclusions(scope: FeedScope, feed: string | undefined, viewerId: string | null, muted: MutedIds): FeedExclusions {
    if (!viewerId || feed === 'moderating') return {};
    return {
      hiddenFor: viewerId,
      mutedUserIds: muted.userIds,
      mutedCommunityIds: scope.kind === 'all' ? muted.communityIds : [],
    };
  }

  private async modtools(query: FeedQuery, filter: 'deleted' | 'locked', limit: number, viewerId: string | null): Promise<ModtoolsPostsPage> {
    if (!viewerId) throw new DomainError('NOT_LOGGED_IN');
    if (!/^\d{1,9}$/.test(query.page ?? '') || Number(query.page) < 1) throw new DomainError('INVALID_PAGE');
    const page = Number(query.page);
    const community = await this.communities.resolve(query.communityId ?? '');
    await this.permissions.assertModOrAdmin(viewerId, community.id, 'NOT_ADMIN_NOR_MOD');
    const { total, records } = await this.feeds.modtools(community.id, filter, limit, (page - 1) * limit);
    const posts = await this.views.toPosts(records, viewerId, { withoutViewer: true });
    return { noPosts: total, limit, page, posts: posts.length ? posts : null };
  }
}

export function parseFeedLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return Limits.feedLimitDefault;
  if (!/^-?\d+$/.test(raw)) throw new DomainError('FEED_LIMIT_NOT_A_NUMBER');
  const limit = Number(raw);
  if (limit < 1 || limit > Limits.feedLimitMax) throw new DomainError('FEED_LIMIT_OUT_OF_RANGE');
  return limit;
}
