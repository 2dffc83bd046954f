import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** React.lazy for modules with named exports (the codebase has no default exports). */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
