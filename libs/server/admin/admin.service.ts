import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminActionRequest } from '@app/contract';
import { SessionsService } from '@app/server/auth';
import { CommentActionsService } from '@app/server/comments';
import { CommunitiesService, CommunityRequestsService } from '@app/server/communities';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { ModlogService } from '@app/server/modlog';
import { PostDeleteService } from '@app/server/posts';
import { assertNotSentinel, UsersService } from '@app/server/users';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /api/_admin`: one endpoint, many actions (docs/api/users.md). Each action is a call into its own area;
 * the route guard has already checked that the caller is an admin.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly communities: CommunitiesService,
    private readonly communityRequests: CommunityRequestsService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly postDeletion: PostDeleteService,
    private readonly commentActions: CommentActionsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly modlog: ModlogService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async perform(body: AdminActionRequest, adminId: string): Promise<void> {
    switch (body.action) {
      case 'add_default_forum':
      case 'remove_default_forum':
        if (typeof body.name !== 'string') throw new DomainError('INVALID_JSON');
        return this.communities.setDefault(body.name, body.action === 'add_default_forum', adminId);
      case 'deny_comm':
        if (typeof body.id !== 'number') throw new DomainError('INVALID_JSON');
        return this.communityRequests.deny(body.id, body.body, adminId);
      case 'ban_user':
        return this.banUser(requireUsername(body), parseDeleteContentDays(body.deleteContentDays), adminId);
      case 'unban_user':
        return this.unbanUser(requireUsername(body), adminId);
      default:
        throw new DomainError('INVALID_ADMIN_ACTION');
    }
  }

  /**
   * A site ban (docs/api/users.md, docs/api/rules.md §10.3). Admins are refused before anything happens. The ban is
   * stored first, so a login from now on is refused, then every session ends, then (with
   * `deleteContentDays`) the content goes in one transaction. A purge that fails leaves the user banned
   * and logged out; sending the action again finishes it (nothing is deleted twice).
   */
  private async banUser(username: string, deleteContentDays: number | null, adminId: string): Promise<void> {
    const target = await this.users.findByUsername(username);
    if (!target) throw new DomainError('USER_NOT_FOUND');
    assertNotSentinel(target.username);
    if (target.isAdmin) throw new DomainError('NO_BAN_ADMIN');
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await this.users.setBannedAt(target.id, now, tx);
      await this.modlog.record(
        tx,
        {
          actorId: adminId,
          actedAs: 'admin',
          action: 'site_ban_user',
          communityId: null,
          target: { type: 'user', id: target.id, userId: target.id },
          reason: deleteContentDays === null ? null : deleteContentDays === 0 ? 'Content removed: all time' : `Content removed: last ${deleteContentDays} days`,
        },
        now,
      );
    });
    await this.sessions.endAllSessionsOf(target.id);
    if (deleteContentDays === null) return;
    const since = deleteContentDays === 0 ? null : new Date(now.getTime() - deleteContentDays * DAY_MS);
    const { posts, commentIds } = await this.db.transaction(async (tx) => ({
      posts: await this.postDeletion.purgeByAuthor(tx, target.id, since, adminId, now),
      commentIds: await this.commentActions.purgeByAuthor(tx, target.id, since, adminId, now),
    }));
    await this.postDeletion.deletePurgedImages(posts);
    await this.events.emit('user.content-purged', { userId: target.id, postIds: posts.map((p) => p.id), commentIds });
  }

  /** Lifts the site ban; deleted content stays deleted. */
  private async unbanUser(username: string, adminId: string): Promise<void> {
    const target = await this.users.findByUsername(username);
    if (!target) throw new DomainError('USER_NOT_FOUND');
    await this.db.transaction(async (tx) => {
      await this.users.setBannedAt(target.id, null, tx);
      // Lifting a ban that was not there changes nothing: nothing to log.
      if (target.bannedAt) {
        await this.modlog.record(tx, {
          actorId: adminId,
          actedAs: 'admin',
          action: 'site_unban_user',
          communityId: null,
          target: { type: 'user', id: target.id, userId: target.id },
        });
      }
    });
  }
}

function requireUsername(body: AdminActionRequest): string {
  if (typeof body.username !== 'string') throw new DomainError('INVALID_JSON');
  return body.username;
}

/** Absent (or null) = keep the content; 0 = all time; N = the last N days. */
function parseDeleteContentDays(value: number | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || value < 0) throw new DomainError('INVALID_JSON');
  return value;
}
