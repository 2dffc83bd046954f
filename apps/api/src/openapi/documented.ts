import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { ErrorKey } from '@app/contract';

export const DOCUMENTED_ERRORS_METADATA = 'quorum:documented-errors';

/**
 * A route's summary and the contract errors its own checks can answer (its services, its DTO's `invalid_json`,
 * its own rate limiter). What the middleware and guards answer for every such route is added by the OpenAPI
 * document itself, so it is not repeated here: the CSRF token, the body's size and JSON, a `@RateLimited` limit,
 * the login and admin checks, and a `@CommunityRoute`'s lookup and role (openapi-document.ts). Every route
 * carries one: a test walks the route table to prove it.
 */
export const Documented = (summary: string, errors: readonly ErrorKey[]) =>
  applyDecorators(ApiOperation({ summary }), SetMetadata(DOCUMENTED_ERRORS_METADATA, errors));

/** The errors a handler declares with `@Documented`, or undefined when it has none. */
export const documentedErrors = (handler: object): readonly ErrorKey[] | undefined => Reflect.getMetadata(DOCUMENTED_ERRORS_METADATA, handler);

/**
 * What deleting a post or a comment "as" someone can answer beyond its own lookups: the caller is not the
 * author, a mod or an admin for the group asked, or the removal's reason or rule is refused.
 */
export const DELETE_AS_ERRORS: readonly ErrorKey[] = ['NOT_AUTHOR', 'NOT_MOD', 'NOT_ADMIN', 'REASON_TOO_LONG', 'RULE_NOT_FOUND', 'RULES_NOT_FOUND'];
