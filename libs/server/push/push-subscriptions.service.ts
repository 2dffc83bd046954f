import { Injectable, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { PushSubscriptionRequest, Success } from '@app/contract';
import { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { AccountErasure, DomainEvents } from '@app/server/core/events';
import { checkSubscription } from './push-endpoint';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** What a stored subscription is keyed by: a hash of the session id, never the id itself. */
export const sessionKeyOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('base64url');

/** docs/api/push.md §2: storing and removing the browsers' subscriptions. */
@Injectable()
export class PushSubscriptionsService implements OnModuleInit {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly accountErasure: AccountErasure,
  ) {}

  onModuleInit(): void {
    // docs/api/users.md: deleting an account removes its subscriptions, in the deletion's transaction.
    this.accountErasure.register({ area: 'push subscriptions', eraseAccount: (tx, userId) => this.subscriptions.deleteAllOf(userId, tx) });
    // docs/api/session.md §6.1: logout deletes the session's subscription; docs/api-notes.md: a ban drops them all.
    this.events.on('session.logged-out', ({ sessionId }) => this.subscriptions.deleteBySession(sessionKeyOf(sessionId)));
    this.events.on('account.sessions-ended', ({ userId }) => this.subscriptions.deleteAllOf(userId));
  }

  /**
   * `POST /api/push_subscriptions`: upsert keyed by the session. Stored whether or not push is on (the
   * web client only subscribes when `_initial` gave it a key), so switching push on later needs no
   * re-subscription. An endpoint another account holds is refused, never taken from it.
   */
  async subscribe(body: PushSubscriptionRequest, caller: Caller & { userId: string }): Promise<Success> {
    const checked = checkSubscription(body.endpoint, body.keys.p256dh, body.keys.auth, this.config.pushAllowPrivateAddresses);
    if (!checked) throw new DomainError('INVALID_JSON');
    const stored = await this.subscriptions.upsert(sessionKeyOf(caller.sessionId), caller.userId, checked, this.clock.now());
    if (!stored) throw new DomainError('PUSH_ENDPOINT_TAKEN');
    return { success: true };
  }

  /** Admin views' `webPushSubscriptionsCount`. */
  countAll(): Promise<number> {
    return this.subscriptions.countAll();
  }

  countOf(userId: string): Promise<number> {
    return this.subscriptions.countOf(userId);
  }
}
