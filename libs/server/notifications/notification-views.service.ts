import { Injectable } from '@nestjs/common';
import type { Image, Notification, NotificationView, Post, User } from '@app/contract';
import { toWireTime, toWireTimeOrNull } from '@app/server/core/clock';
import { PostsService, PostViewsService } from '@app/server/posts';
import { UsersService } from '@app/server/users';
import { renderNotification, RenderFormat } from './notification-renderer';
import type { NotificationRecord } from './notification.types';
import { NotificationsRepository } from './notifications.repository';

/** Rendered (`render=true`) or stored-plus-attached form, with one batched post load per page. */
@Injectable()
export class NotificationViews {
  constructor(
    private readonly posts: PostsService,
    private readonly postViews: PostViewsService,
    private readonly notifications: NotificationsRepository,
    private readonly users: UsersService,
  ) {}

  async toViews(records: readonly NotificationRecord[], render: RenderFormat | null, receiverId: string): Promise<(Notification | NotificationView)[]> {
    const [posts, commenterPictures] = await Promise.all([this.postsOf(records), render !== null ? this.commenterPictures(records) : new Map<string, Image>()]);
    // Only the badge title links to the receiver's own profile.
    const receiverUsername =
      render !== null && records.some((r) => r.type === 'new_badge') ? ((await this.notifications.usernameOf(receiverId))?.username ?? '') : '';
    // The unrendered new_badge carries the awarded user (docs/api/entities.md §7, loaded without a viewer).
    const badgeUser = render === null && records.some((r) => r.type === 'new_badge') ? ((await this.users.usersInOrder([receiverId], null))[0] ?? null) : null;
    return records.map((record) => {
      const post = posts.get(postIdOf(record) ?? '') ?? null;
      if (render !== null)
        return renderNotification(
          record,
          { post, receiverUsername, commenterPicture: commenterPictures.get(commenterOf(record)?.toLowerCase() ?? '') ?? null },
          render,
        );
      return toUnrendered(record, post, record.type === 'new_badge' ? badgeUser : null);
    });
  }

  /** Profile pictures of the commenters a page names, for the icon docs/api/notifications.md §3 puts first. */
  private commenterPictures(records: readonly NotificationRecord[]): Promise<Map<string, Image>> {
    const names = [...new Set(records.map(commenterOf).filter((name): name is string => name !== null))];
    return names.length ? this.users.picturesByUsername(names) : Promise.resolve(new Map());
  }

  private async postsOf(records: readonly NotificationRecord[]): Promise<Map<string, Post>> {
    const ids = [...new Set(records.map(postIdOf).filter((id): id is string => id !== null))];
    if (!ids.length) return new Map();
    // Embedded posts are loaded without a viewer (docs/api/entities.md §7).
    const views = await this.postViews.toPosts(await this.posts.findByIds(ids), null);
    return new Map(views.map((post) => [post.id, post]));
  }
}

/** The comment author a comment notification names (the latest one when aggregated). */
function commenterOf(record: NotificationRecord): string | null {
  if (record.type !== 'new_comment' && record.type !== 'comment_reply') return null;
  return (record.payload as { commentAuthor?: string }).commentAuthor ?? null;
}

function postIdOf(record: NotificationRecord): string | null {
  const payload = record.payload as { postId?: string; targetType?: string; targetId?: string };
  if (payload.postId) return payload.postId;
  if (record.type === 'deleted_post' && payload.targetId) return payload.targetId;
  return null;
}

/** `notif` is null when the post it is about cannot be loaded (docs/api/entities.md §7). */
function toUnrendered(record: NotificationRecord, post: Post | null, user: User | null): Notification {
  const needsPost = postIdOf(record) !== null;
  return {
    id: record.id,
    type: record.type,
    seen: record.seen,
    seenAt: toWireTimeOrNull(record.seenAt),
    createdAt: toWireTime(record.createdAt),
    notif: needsPost && !post ? null : { ...record.payload, ...(post ? { post } : {}), ...(user ? { user } : {}) },
  };
}
