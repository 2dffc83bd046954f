import { applyDecorators, SetMetadata, Type } from '@nestjs/common';
import type { Request } from 'express';

/**
 * Who may call a route (`operator`: a monitoring system holding METRICS_TOKEN). Every route declares one (a test walks the route table to prove it); the
 * AccessGuard refuses routes that forgot. Finer rules (owner, mod of this community) are the service's.
 */
export type AccessRule = 'public' | 'user' | 'admin' | 'operator';

export const ACCESS_METADATA = 'quorum:access';

export const Public = () => SetMetadata(ACCESS_METADATA, 'public' satisfies AccessRule);
export const LoggedIn = () => SetMetadata(ACCESS_METADATA, 'user' satisfies AccessRule);
export const AdminOnly = () => SetMetadata(ACCESS_METADATA, 'admin' satisfies AccessRule);
/** Monitoring (`/metrics`): the bearer METRICS_TOKEN, not a session; without a configured token the route does not exist. */
export const OperatorOnly = () => SetMetadata(ACCESS_METADATA, 'operator' satisfies AccessRule);

/** Finds a route's target from the request, throwing its 400 or 404 when there is none. */
export interface TargetLookup {
  lookUp(req: Request): Promise<void>;
}

export const LOOKUP_FIRST_METADATA = 'quorum:lookup-first';

/**
 * A route for members whose contract looks its target up before it asks for a login: a visitor gets the
 * target's 404 where there is none, and 401 where there is one (the list routes, docs/api/lists.md). The guard
 * still refuses every visitor; only the order of the two answers is the contract's.
 */
export const LoggedInAfterLookup = (lookup: Type<TargetLookup>) =>
  applyDecorators(SetMetadata(ACCESS_METADATA, 'user' satisfies AccessRule), SetMetadata(LOOKUP_FIRST_METADATA, lookup));
