import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * One area's part of deleting an account (docs/api/users.md "DELETE /api/users/{username}"): it removes or
 * anonymises what that area stores for the user, inside the deletion's transaction, so an account is
 * either fully erased or not touched at all. Each area registers its step from its own module
 * (`onModuleInit`), so the users area never reaches into another area's tables.
 */
export interface AccountErasureStep {
  /** The area, for logs and tests ("lists", "mutes", "push subscriptions", …). */
  readonly area: string;
  eraseAccount(tx: EntityManager, userId: string): Promise<void>;
}

@Injectable()
export class AccountErasure {
  private readonly steps: AccountErasureStep[] = [];

  register(step: AccountErasureStep): void {
    this.steps.push(step);
  }

  /** Runs every registered step in `tx`; the first failure aborts the deletion's transaction. */
  async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    for (const step of this.steps) await step.eraseAccount(tx, userId);
  }

  registeredAreas(): string[] {
    return this.steps.map((s) => s.area);
  }
}
