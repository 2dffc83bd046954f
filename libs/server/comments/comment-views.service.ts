import { Injectable } from '@nestjs/common';
import { Comment } from '@app/contract';
import { CommunitiesService } from '@app/server/communities';
import { MutedContent, MutedIds, NOTHING_MUTED, PostRecord, PostsService } from '@app/server/posts';
import { UserEntity, UsersService, UserViewer } from '@app/server/users';
import { CommentRecord } from './comment.types';
import { CommentVotesRepository } from './comment-votes.repository';
import { commentJsonOf } from './comments.mapper';

export interface CommentViewOptions {
  /** Posts the caller already holds (the post page); the others are read in one query. */
  posts?: readonly PostRecord[];
  /** Profile feed and admin list: each comment carries `postTitle`. */
  withPostTitle?: boolean;
  /** The viewer's mutes when the caller already loaded them, so they are read once per request. */
  muted?: MutedIds;
}

/**
 * Turns comment rows into the contract's Comment as one viewer sees them, with a fixed number of
 * queries whatever the page size: the viewer, authors, votes, communities and posts, one each.
 */
@Injectable()
export class CommentViewsService {
  constructor(
    private readonly users: UsersService,
    private readonly votes: CommentVotesRepository,
    private readonly communities: CommunitiesService,
    private readonly posts: PostsService,
    private readonly mutedContent: MutedContent,
  ) {}

  async toComments(records: readonly CommentRecord[], viewerId: string | null, options: CommentViewOptions = {}): Promise<Comment[]> {
    return (await this.toCommentJsons(records, viewerId, options)).map((json) => JSON.parse(json) as Comment);
  }

  /** The same comments as their JSON text, in the records' order: for answers sent as bytes. */
  async toCommentJsons(records: readonly CommentRecord[], viewerId: string | null, options: CommentViewOptions = {}): Promise<string[]> {
    if (!records.length) return [];
    const ids = records.map((r) => r.id);
    const known = new Map((options.posts ?? []).map((p) => [p.id, p]));
    const missingPostIds = unique(records.map((r) => r.postId).filter((id) => !known.has(id)));
    const [viewer, authors, votes, communities, posts, muted] = await Promise.all([
      viewerId ? this.users.findById(viewerId) : null,
      this.users.findByIds(unique(records.map((r) => r.userId))),
      viewerId ? this.votes.votesOf(viewerId, ids) : new Map<string, boolean>(),
      this.communities.findRecordsByIds(unique(records.map((r) => r.communityId))),
      this.posts.findByIds(missingPostIds),
      // Nobody mutes themself: a page of the viewer's own comments (a new comment) needs no lookup.
      viewerId && records.some((r) => r.userId !== viewerId) ? (options.muted ?? this.mutedContent.of(viewerId)) : NOTHING_MUTED,
    ]);
    const mutedUsers = new Set(muted.userIds);
    for (const post of posts) known.set(post.id, post);
    const userViewer: UserViewer | null = viewer ? { id: viewer.id, isAdmin: viewer.isAdmin } : null;
    const modded = await this.moddedCommunities(records, viewer);
    const authorsById = new Map(authors.map((a) => [a.id, a]));
    const namesById = new Map(communities.map((c) => [c.id, c.name]));
    return records.map((record) => {
      const post = known.get(record.postId);
      return commentJsonOf(record, {
        viewer: userViewer,
        viewerIsMod: modded.has(record.communityId),
        author: authorsById.get(record.userId),
        postPublicId: post?.publicId ?? '',
        communityName: namesById.get(record.communityId) ?? '',
        vote: votes.get(record.id),
        postTitle: options.withPostTitle ? (post?.title ?? '') : undefined,
        authorMuted: mutedUsers.has(record.userId),
      });
    });
  }

  async toCommentOne(record: CommentRecord, viewerId: string | null, options: CommentViewOptions = {}): Promise<Comment> {
    const [comment] = await this.toComments([record], viewerId, options);
    return comment;
  }

  /** Only asked when it matters: a non-admin viewer and a comment deleted as `mods` in the page. */
  private async moddedCommunities(records: readonly CommentRecord[], viewer: UserEntity | null): Promise<Set<string>> {
    if (!viewer || viewer.isAdmin || !records.some((r) => r.deletedAt && r.deletedAs === 'mods')) return new Set();
    return new Set((await this.communities.moddingList(viewer.id))?.map((c) => c.id) ?? []);
  }
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
