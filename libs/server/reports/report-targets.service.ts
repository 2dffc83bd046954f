import { Injectable } from '@nestjs/common';
import { Comment, Post } from '@app/contract';
import { CommentsService } from '@app/server/comments';
import { PostsService, PostViewsService } from '@app/server/posts';
import { ReportRecord } from './reports.repository';

/** The reported posts and comments of a page, loaded without a viewer, in a fixed number of queries. */
@Injectable()
export class ReportTargetsService {
  constructor(
    private readonly posts: PostsService,
    private readonly postViews: PostViewsService,
    private readonly comments: CommentsService,
  ) {}

  /** Keyed `post:{id}` / `comment:{id}`. Comments carry `postDeleted`/`postDeletedAs` of their post. */
  async load(records: readonly ReportRecord[]): Promise<Map<string, Post | Comment>> {
    const postIds = records.filter((r) => r.type === 'post').map((r) => r.targetId);
    const commentIds = records.filter((r) => r.type === 'comment').map((r) => r.targetId);
    const [postRecords, commentRecords] = await Promise.all([
      this.posts.findByIds([...new Set(postIds)]),
      this.comments.findRecordsByIds([...new Set(commentIds)]),
    ]);
    const parentPosts = await this.posts.findByIds([...new Set(commentRecords.map((c) => c.postId))]);
    const [posts, comments] = await Promise.all([
      this.postViews.toPosts(postRecords, null, { withoutViewer: true }),
      this.comments.toComments(commentRecords, null, { posts: parentPosts }),
    ]);
    const postById = new Map(parentPosts.map((p) => [p.id, p]));
    const targets = new Map<string, Post | Comment>();
    for (const post of posts) targets.set(`post:${post.id}`, post);
    for (const comment of comments) {
      const post = postById.get(comment.postId);
      const view: Comment = { ...comment, postDeleted: post?.deletedAt != null };
      if (post?.deletedAs && post.deletedAt) view.postDeletedAs = post.deletedAs;
      targets.set(`comment:${comment.id}`, view);
    }
    return targets;
  }
}
