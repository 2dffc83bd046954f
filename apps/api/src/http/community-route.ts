import { CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ErrorKey } from '@app/contract';
import { CommunitiesService, CommunityPermissions, CommunityRecord } from '@app/server/communities';

export interface CommunityRouteOptions {
  /** `?byName=true` makes `{communityId}` a name (GET and PUT of one community only). */
  allowByName?: boolean;
  /** Only the community's moderators and admins pass; others get this contract error (codes differ per route). */
  modOrAdmin?: ErrorKey;
}

export const COMMUNITY_ROUTE = 'quorum:community-route';

/** Marks a route under `/communities/{communityId}`: the guard resolves the community (400/404) and checks the role. */
export const CommunityRoute = (options: CommunityRouteOptions = {}) => SetMetadata(COMMUNITY_ROUTE, options);

const communities = new WeakMap<Request, CommunityRecord>();

/** The community the guard resolved for this request. */
export const RouteCommunity = createParamDecorator((_data: unknown, context: ExecutionContext): CommunityRecord => {
  const community = communities.get(context.switchToHttp().getRequest<Request>());
  if (!community) throw new Error('Route lacks @CommunityRoute()');
  return community;
});

/** Runs after AccessGuard (logged in / admin), so its refusals come after 401s, as the contract orders them. */
@Injectable()
export class CommunityGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly communitiesService: CommunitiesService,
    private readonly permissions: CommunityPermissions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.get<CommunityRouteOptions | undefined>(COMMUNITY_ROUTE, context.getHandler());
    if (!options) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const byName = options.allowByName === true && req.query['byName'] === 'true';
    const community = await this.communitiesService.resolve(String(req.params['communityId']), byName);
    if (options.modOrAdmin) await this.permissions.assertModOrAdmin(req.quorum?.userId ?? null, community.id, options.modOrAdmin);
    communities.set(req, community);
    return true;
  }
}
