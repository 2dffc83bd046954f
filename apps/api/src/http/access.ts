import { SetMetadata } from '@nestjs/common';

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
