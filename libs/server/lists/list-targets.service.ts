import { Injectable } from '@nestjs/common';
import type { Comment, ListItem, Post } from '@app/contract';
import { CommentsService } from '@app/server/comments';
import { PostsService, PostViewsService } from '@app/server/posts';
import type { ListItemRecord } from './list.types';
import { toListItem } from './lists.mapper';

/**
 * Fills `targetItem` of a page of items for one viewer: the Post (deleted ones too, viewer fields
 * filled) or the Comment with `postTitle` and the stripping rules applied; null when the target no
 * longer exists. A fixed number of queries whatever the page size.
 */
@Injectable()
export class ListTargets {
  constructor(
    private readonly posts: PostsService,
    private readonly postViews: PostViewsService,
    private readonly comments: CommentsService,
  ) {}

  async toItems(records: readonly ListItemRecord[], viewerId: string | null): Promise<ListItem[]> {
    const postIds = records.filter((r) => r.targetType === 'post').map((r) => r.targetId);
    const commentIds = records.filter((r) => r.targetType === 'comment').map((r) => r.targetId);
    const [posts, comments] = await Promise.all([this.loadPosts(postIds, viewerId), this.loadComments(commentIds, viewerId)]);
    return records.map((record) => {
      const target = record.targetType === 'post' ? posts.get(record.targetId) : comments.get(record.targetId);
      return toListItem(record, target ?? null);
    });
  }

  private async loadPosts(ids: string[], viewerId: string | null): Promise<Map<string, Post>> {
    if (!ids.length) return new Map();
    const views = await this.postViews.toPosts(await this.posts.findByIds(ids), viewerId);
    return new Map(views.map((p) => [p.id, p]));
  }

  private async loadComments(ids: string[], viewerId: string | null): Promise<Map<string, Comment>> {
    if (!ids.length) return new Map();
    const views = await this.comments.toComments(await this.comments.findRecordsByIds(ids), viewerId, { withPostTitle: true });
    return new Map(views.map((c) => [c.id, c]));
  }
}
