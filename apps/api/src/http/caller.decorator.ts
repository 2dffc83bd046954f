import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { Caller } from '@app/server/core/caller';
import { DomainError } from '@app/server/core/errors';

/** The request's Caller (session, address), made by the session middleware. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const state = context.switchToHttp().getRequest<Request>().quorum;
  if (!state) throw new Error('Session middleware did not run');
  return state;
});

/** The Caller of a route that requires a login: `userId` is known not to be null. */
export const LoggedInCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller & { userId: string } => {
  const state = context.switchToHttp().getRequest<Request>().quorum;
  if (!state) throw new Error('Session middleware did not run');
  if (!state.userId) throw new DomainError('NOT_LOGGED_IN');
  return state as Caller & { userId: string };
});
