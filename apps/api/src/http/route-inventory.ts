import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_METADATA, AccessRule } from './access';
import { API_PREFIX } from './api-path';
import { isOpsPath } from './ops-paths';

export interface RouteEntry {
  method: string;
  path: string;
  handler: string;
  access: AccessRule | undefined;
}

const joinPath = (...parts: string[]) => `/${parts.flatMap((p) => p.split('/')).filter(Boolean).join('/')}`;

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
        });
      }
    }
  }
  return routes;
}
