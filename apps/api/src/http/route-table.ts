import type { Express } from 'express';

interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): boolean;
}

/** Tells "no such path" (404) from "path exists, other method" (400), as the contract asks (docs/api/errors.md §1). */
export class RouteTable {
  constructor(private readonly app: Express) {}

  hasPath(path: string): boolean {
    const stack = (this.app.router as unknown as { stack: RouteLayer[] }).stack;
    return stack.some((layer) => layer.route !== undefined && layer.match(path));
  }
}
