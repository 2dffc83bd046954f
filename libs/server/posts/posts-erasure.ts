import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasure } from '@app/server/core/events';
import { EntityManager } from 'typeorm';

/**
 * The posts area's part of deleting an account: what only the reader saw (hidden posts, visit times) goes.
 * Posts stay (their author shows as a ghost) and so do votes: counters and other authors' points are
 * made of them and stay exact (docs/api/rules.md §7: account deletion does not revert points).
 */
@Injectable()
export class PostsErasure implements OnModuleInit {
  constructor(private readonly erasure: AccountErasure) {}

  onModuleInit(): void {
    this.erasure.register({ area: 'posts', eraseAccount: (tx, userId) => this.eraseAccount(tx, userId) });
  }

  private async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM hidden_posts WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM post_visits WHERE user_id = $1`, [userId]);
  }
}
