import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download without rendering; React.lazy then renders from the same module. */
  preload: () => Promise<unknown>;
};

/**
 * A module for React.lazy that is already here answers synchronously, so a render after the preload does not
 * suspend: the server renders the whole screen in one pass, and hydration finds what the HTML shows.
 */
export function loadedModule<T>(module: T): Promise<T> {
  return { then: (resolve: (value: T) => void) => resolve(module) } as Promise<T>;
}

/** React.lazy for modules with named exports (the codebase has no default exports), with a preload. */
export function lazyNamed<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): PreloadableComponent<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  let loaded: Record<K, ComponentType<P>> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => (loaded = module)));
  const component = lazy(() => (loaded ? loadedModule({ default: loaded[name] }) : loadOnce().then((module) => ({ default: module[name] }))));
  return Object.assign(component, { preload: loadOnce });
}
