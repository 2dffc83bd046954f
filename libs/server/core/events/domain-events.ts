import { Global, Injectable, Logger, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NotificationType } from '@app/contract';
import { AccountErasure } from './account-erasure';

/**
 * Facts one area announces and others react to, so an area never reaches into another's tables and
 * dependencies stay one-way (posts do not know about reports; reports listen to posts).
 */
export interface DomainEventPayloads {
  /** Deleted as `mods` or `admins` (not by the author): its reports go, its author is told. */
  'post.removed-by-moderation': { postId: string; authorId: string; deletedAs: 'mods' | 'admins' };
  'comment.deleted': { commentId: string };
  /**
   * A site ban deleted the user's content (algorithms.md §10.3) as `admins`: its reports go. Deliberately
   * not one `post.removed-by-moderation` per post: nobody is notified of a ban's purge.
   */
  'user.content-purged': { userId: string; postIds: string[]; commentIds: string[] };
  'comment.added': { commentId: string; postId: string; authorId: string; parentId: string | null };
  /**
   * A new upvote (not a change, not a removal, not the automatic self-upvote), after it committed.
   * Handlers only hand work on (a job): the vote's answer waits for them.
   */
  'content.upvoted': { targetType: 'post' | 'comment'; targetId: string; postId: string; authorId: string; voterId: string };
  /** A moderator added after the community's creation. */
  'community.mod-added': { communityName: string; userId: string; addedById: string };
  'community-request.denied': { requesterId: string; note: string };
  /** An admin gave the user a badge they did not have (`new_badge`, notifications.md §2). */
  'user.badge-added': { userId: string; badgeType: string };
  /**
   * Notifications created or aggregated by one transaction, after it committed (all of a batch at once).
   * `connection` is the committed transaction's connection, free for reads until the handlers return,
   * so a handler needs no second connection from the pool.
   */
  'notifications.created': { notifications: readonly CreatedNotification[]; connection: EntityManager };
  /** A logged-in session ended by logout (session.md §6.1). */
  'session.logged-out': { sessionId: string; userId: string };
  /** Every session of the account was ended (site ban, account deletion). */
  'account.sessions-ended': { userId: string };
}

/** One created (or aggregated: `updatedAt` then moved) notification. */
export interface CreatedNotification {
  id: number;
  userId: string;
  type: NotificationType;
  createdAt: Date;
  updatedAt: Date;
}

export type DomainEventName = keyof DomainEventPayloads;
type Handler<N extends DomainEventName> = (payload: DomainEventPayloads[N]) => Promise<void>;

@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly handlers = new Map<DomainEventName, Handler<DomainEventName>[]>();

  on<N extends DomainEventName>(name: N, handler: Handler<N>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<DomainEventName>]);
  }

  /** Runs every handler after the emitter's transaction committed; a failing handler is logged, not thrown. */
  async emit<N extends DomainEventName>(name: N, payload: DomainEventPayloads[N]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      await handler(payload).catch((error: unknown) => this.logger.error(`${name}: ${error instanceof Error ? error.stack : String(error)}`));
    }
  }
}

@Global()
@Module({ providers: [DomainEvents, AccountErasure], exports: [DomainEvents, AccountErasure] })
export class DomainEventsModule {}
