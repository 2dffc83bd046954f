import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Another area's part of announcing a post (docs/api/posts.md `action=announce`), run inside the announce's
 * transaction: notifications queues the delivery there, so an announcement is either recorded and
 * queued or neither, and the posts area never writes the notifications area's tables.
 */
export interface PostAnnouncementStep {
  /** The area, for logs and tests. */
  readonly area: string;
  postAnnounced(tx: EntityManager, postId: string, at: Date): Promise<void>;
}

@Injectable()
export class PostAnnouncementSteps {
  private readonly steps: PostAnnouncementStep[] = [];

  register(step: PostAnnouncementStep): void {
    this.steps.push(step);
  }

  /** The first failure rolls the announcement back (the admin gets a 500 and may try again). */
  async run(tx: EntityManager, postId: string, at: Date): Promise<void> {
    for (const step of this.steps) await step.postAnnounced(tx, postId, at);
  }

  registeredAreas(): string[] {
    return this.steps.map((s) => s.area);
  }
}
