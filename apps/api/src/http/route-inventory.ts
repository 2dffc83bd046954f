import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { ErrorKey } from '@app/contract';
import { RateLimited } from '@app/server/core/throttling';
import { documentedErrors } from '../openapi/documented';
import { ACCESS_METADATA, AccessRule, LOOKUP_FIRST_METADATA } from './access';
import { API_PREFIX } from './api-path';
import { COMMUNITY_ROUTE, CommunityRouteOptions } from './community-route';
import { isOpsPath } from './ops-paths';

type Class = abstract new (...args: never[]) => unknown;

export interface RouteEntry {
  method: string;
  path: string;
  handler: string;
  access: AccessRule | undefined;
  /** For a visitor the guard looks the target up before its 401 (`LoggedInAfterLookup`). */
  lookupFirst: boolean;
  /** The route's own errors (`@Documented`); undefined when it declares none. */
  errors: readonly ErrorKey[] | undefined;
  /** Counted by the rate-limit guard (`@RateLimited`). */
  rateLimited: boolean;
  /** Resolved and role-checked by the community guard (`@CommunityRoute`). */
  community: CommunityRouteOptions | undefined;
  /** The classes of the handler's `@Body()` and `@Query()` parameters (DTOs), when it declares them: the fuzzer derives fields from them. */
  body?: Class;
  query?: Class;
}

interface RouteArg {
  index: number;
  data?: unknown;
}

/** The DTO class of the handler's whole `@Body()` / `@Query()` parameter (one named by a key, `@Query('x')`, is not a DTO). */
function dtoOf(controller: Class, name: string, kind: RouteParamtypes): Class | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArg>;
  const types = (Reflect.getMetadata('design:paramtypes', (controller as unknown as { prototype: object }).prototype, name) ?? []) as unknown[];
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== kind || arg.data !== undefined) continue;
    const type = types[arg.index];
    if (typeof type === 'function' && type !== Object && type !== String) return type as Class;
  }
  return undefined;
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every controller route with its declared access rule; tests walk it to prove no route is left unguarded. */
export function listRoutes(modules: ModulesContainer): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown>; name: string } | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const path = joinPath(base, String(Reflect.getMetadata(PATH_METADATA, handler)));
        routes.push({
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod],
          // The operations routes are served outside the global prefix (configure-app.ts).
          path: isOpsPath(path) ? path : joinPath(API_PREFIX, path),
          handler: `${controller.name}.${name}`,
          access: Reflect.getMetadata(ACCESS_METADATA, handler) ?? Reflect.getMetadata(ACCESS_METADATA, controller),
          lookupFirst: Reflect.getMetadata(LOOKUP_FIRST_METADATA, handler) !== undefined,
          errors: documentedErrors(handler),
          rateLimited: Reflect.getMetadata(RateLimited.KEY, handler) !== undefined,
          community: Reflect.getMetadata(COMMUNITY_ROUTE, handler),
          body: dtoOf(controller as unknown as Class, name, RouteParamtypes.BODY),
          query: dtoOf(controller as unknown as Class, name, RouteParamtypes.QUERY),
        });
      }
    }
  }
  return routes;
}
