import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { RateLimitName, RateLimits } from './rate-limits';

/**
 * Marks a route whose limit the contract checks at a guard's place: after the login check, before the
 * body or the path's ids matter (docs/api/errors.md: "auth; 429; json"). The name is the shared budget, so the
 * post and comment vote routes count in one `voting` window.
 */
export const RateLimited = Reflector.createDecorator<RateLimitName>();

/** The actions counted by the route guard; the others are counted by `RateLimiter` in their services. */
export const ROUTE_RATE_LIMITS = [
  'createPost',
  'updateContent',
  'voting',
  'addComment',
  'linkInfo',
  'joinCommunity',
  'report',
  'communityRequest',
  'notificationActions',
  'analyticsEvent',
  'usernameCheck',
  'settings',
  'search',
] as const satisfies readonly RateLimitName[];

/** Route limits the contract keys on the client address, whoever is logged in (docs/api/rules.md §12); the others key on the account. */
const ADDRESS_KEYED: ReadonlySet<RateLimitName> = new Set<RateLimitName>(['analyticsEvent', 'usernameCheck']);

export function isAddressKeyed(action: RateLimitName): boolean {
  return ADDRESS_KEYED.has(action);
}

const reflector = new Reflector();

export function routeRateLimit(context: ExecutionContext): RateLimitName | undefined {
  return reflector.get(RateLimited, context.getHandler());
}

export function throttlerName(action: RateLimitName, windowMs: number): string {
  return `${action}:${windowMs}`;
}

/** One named throttler per window of every route-checked action; each applies only to its action's routes. */
export function routeThrottlers(): ThrottlerOptions[] {
  return ROUTE_RATE_LIMITS.flatMap((action) =>
    RateLimits[action].map((rule) => ({
      name: throttlerName(action, rule.windowMs),
      limit: rule.limit,
      ttl: rule.windowMs,
      skipIf: (context: ExecutionContext) => routeRateLimit(context) !== action,
    })),
  );
}
