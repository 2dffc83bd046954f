import { Injectable } from '@nestjs/common';
import { Post } from '@app/contract';
import { CommunitiesService, CommunityRecord } from '@app/server/communities';
import { ImageViewsService, PostPageImages } from '@app/server/images';
import { UsersService } from '@app/server/users';
import { MutedContent, MutedIds, NOTHING_MUTED } from './muted-content';
import { toPost } from './posts.mapper';
import { PostRecord } from './post.types';
import { PostViewsRepository, PostVisit } from './post-views.repository';

export interface PostViewOptions {
  /** Load as nobody would see it: no vote, visit or mute fields (modtools lists, notifications). */
  withoutViewer?: boolean;
  /** Visit times to show instead of the stored ones (the post page shows the one before this visit). */
  visits?: Map<string, PostVisit | null>;
  /** The viewer's votes when the caller knows them (a vote's answer), so they are not read again. */
  votes?: Map<string, boolean>;
  /** The viewer's mutes when the caller already loaded them (feeds), so they are read once per request. */
  muted?: MutedIds;
  /** The posts' communities when the caller already read them (the post page), so they are not read again. */
  communities?: readonly CommunityRecord[];
}

/**
 * Turns a page of post rows into contract Posts for one viewer with a fixed number of queries:
 * communities, authors and the viewer (one statement), their votes and visits (one statement) — whatever the page size.
 */
@Injectable()
export class PostViewsService {
  constructor(
    private readonly views: PostViewsRepository,
    private readonly users: UsersService,
    private readonly communities: CommunitiesService,
    private readonly images: ImageViewsService,
    private readonly mutedContent: MutedContent,
  ) {}

  async toPosts(records: readonly PostRecord[], viewerId: string | null, options: PostViewOptions = {}): Promise<Post[]> {
    if (!records.length) return [];
    const postIds = records.map((r) => r.id);
    const withViewer = viewerId !== null && !options.withoutViewer;
    const communityIds = [...new Set(records.map((r) => r.communityId))];
    const imagePostIds = records.filter((r) => r.type === 'image').map((r) => r.id);
    const linkImageIds = records.flatMap((r) => (r.linkImageId ? [r.linkImageId] : []));
    // The viewer is read with the authors: one statement, and the viewer is often one of them.
    const [communities, users, { votes, visits }, loaded, muted] = await Promise.all([
      this.communityRecords(communityIds, options.communities),
      this.users.findByIds([...new Set(viewerId ? [viewerId, ...records.map((r) => r.userId)] : records.map((r) => r.userId))]),
      withViewer
        ? this.viewerState(viewerId, postIds, options)
        : { votes: options.votes ?? new Map<string, boolean>(), visits: options.visits ?? new Map<string, PostVisit | null>() },
      // Post images, link thumbnails, community icons and banners: one statement for the page, and none
      // when nothing on it has a picture (see communityPictures).
      imagePostIds.length || linkImageIds.length ? this.images.forPosts(imagePostIds, linkImageIds, communityIds) : Promise.resolve(undefined),
      withViewer ? (options.muted ?? this.mutedContent.of(viewerId)) : NOTHING_MUTED,
    ]);
    const mutedUsers = new Set(muted.userIds);
    const mutedCommunities = new Set(muted.communityIds);
    const images = loaded ?? (await this.communityPictures(communities));
    const communityById = new Map(communities.map((c) => [c.id, c]));
    const authorById = new Map(users.map((u) => [u.id, u]));
    const viewerRecord = viewerId ? authorById.get(viewerId) : undefined;
    const viewer = viewerRecord ? { id: viewerRecord.id, isAdmin: viewerRecord.isAdmin } : null;
    return records.map((record) => {
      const vote = votes.get(record.id);
      const visit = withViewer ? (visits.get(record.id) ?? null) : null;
      const community = communityById.get(record.communityId);
      const author = authorById.get(record.userId);
      // Foreign keys guarantee both; a miss means a broken database, not bad input.
      if (!community || !author) throw new Error(`Post ${record.id} lacks its community or author`);
      return toPost(record, {
        community,
        author,
        viewer,
        vote: withViewer ? (vote === undefined ? null : { up: vote }) : undefined,
        lastVisitAt: visit?.lastVisitAt ?? null,
        // Comments by others since the last visit: the viewer's own comments were added to the seen count.
        newComments: visit ? Math.max(0, record.noComments - visit.seenComments) : 0,
        isAuthorMuted: mutedUsers.has(record.userId),
        isCommunityMuted: mutedCommunities.has(record.communityId),
        images: {
          images: images.ofPost.get(record.id) ?? [],
          linkImage: (record.linkImageId && images.byId.get(record.linkImageId)) || null,
          communityProPic: (community.proPicId && images.byId.get(community.proPicId)) || null,
          communityBannerImage: (community.bannerImageId && images.byId.get(community.bannerImageId)) || null,
        },
      });
    });
  }

  /** The viewer's votes and visits of the page: what the caller did not pass, in one statement when both are missing. */
  private async viewerState(
    viewerId: string,
    postIds: readonly string[],
    options: PostViewOptions,
  ): Promise<{ votes: Map<string, boolean>; visits: Map<string, PostVisit | null> }> {
    if (!options.votes && !options.visits) return this.views.votesAndVisitsOf(viewerId, postIds);
    const [votes, visits] = await Promise.all([
      options.votes ?? this.views.votesOf(viewerId, postIds),
      options.visits ?? this.views.visitsOf(viewerId, postIds),
    ]);
    return { votes, visits };
  }

  /** The records of `ids`: the caller's when it passed every one of them, else read in one statement. */
  private async communityRecords(ids: readonly string[], known: readonly CommunityRecord[] | undefined): Promise<readonly CommunityRecord[]> {
    if (known && ids.every((id) => known.some((c) => c.id === id))) return known;
    return this.communities.findRecordsByIds(ids);
  }

  /** Pages without post images or thumbnails ask for community pictures only when a community has one. */
  private async communityPictures(communities: readonly { id: string; proPicId: string | null; bannerImageId: string | null }[]): Promise<PostPageImages> {
    const withPictures = communities.filter((c) => c.proPicId || c.bannerImageId).map((c) => c.id);
    return withPictures.length ? this.images.forPosts([], [], withPictures) : { byId: new Map(), ofPost: new Map() };
  }

  recordVisit(userId: string, postId: string): Promise<PostVisit | null> {
    return this.views.recordVisit(userId, postId);
  }
}
