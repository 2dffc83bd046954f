import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request } from 'express';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { isAddressKeyed, routeRateLimit } from '@app/server/core/throttling';

/**
 * The named throttlers of `@RateLimited(action)` routes. Runs after AccessGuard, so a visitor gets 401
 * before 429, and before the validation pipe and the handler, so a refused call costs no body work
 * (docs/api/errors.md §3: "csrf; auth; 429; json"). Every such limit is per account, except the few the contract
 * keys on the client address (`POST /api/analytics`, open to visitors; docs/api/rules.md §12).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (!this.config.rateLimitsEnabled || !routeRateLimit(context)) return true;
    return requestOf(context).quorum?.skipRateLimits ?? false;
  }

  /** The guard passes the route's context, which names the action (`@RateLimited`). */
  protected override async getTracker(req: Request, context?: ExecutionContext): Promise<string> {
    const state = req.quorum;
    if (!state) throw new Error('Session middleware did not run');
    const action = context ? routeRateLimit(context) : undefined;
    if (action && isAddressKeyed(action)) return state.rateLimitAddress;
    // AccessGuard has refused visitors on the other routes; the address is only a fallback.
    return state.userId ?? state.rateLimitAddress;
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new DomainError('TOO_MANY_REQUESTS', undefined, { 'Retry-After': String(Math.max(1, detail.timeToBlockExpire)) });
  }
}

function requestOf(context: ExecutionContext): Request {
  return context.switchToHttp().getRequest<Request>();
}
