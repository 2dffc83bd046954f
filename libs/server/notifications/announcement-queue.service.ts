import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasure } from '@app/server/core/events';
import { PostAnnouncementSteps } from '@app/server/posts';
import { AnnouncementsRepository } from './announcements.repository';

/**
 * The api side of announcements: an announce queues the delivery in its own transaction, and deleting
 * an account erases its send log. The worker's AnnouncementsService delivers.
 */
@Injectable()
export class AnnouncementQueue implements OnModuleInit {
  constructor(
    private readonly steps: PostAnnouncementSteps,
    private readonly erasure: AccountErasure,
    private readonly announcements: AnnouncementsRepository,
  ) {}

  onModuleInit(): void {
    this.steps.register({ area: 'notifications', postAnnounced: (tx, postId, at) => this.announcements.queue(tx, postId, at) });
    this.erasure.register({ area: 'announcement sends', eraseAccount: (tx, userId) => this.announcements.eraseAccount(tx, userId) });
  }
}
