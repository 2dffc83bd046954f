import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download without rendering; React.lazy then renders from the same module. */
  preload: () => Promise<unknown>;
};

/** React.lazy for modules with named exports (the codebase has no default exports), with a preload. */
export function lazyNamed<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): PreloadableComponent<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  const loadOnce = () => (loading ??= load());
  const component = lazy(async () => ({ default: (await loadOnce())[name] }));
  return Object.assign(component, { preload: loadOnce });
}
