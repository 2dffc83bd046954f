/** What the PWA chrome shows; a tiny external store read with useSyncExternalStore. */
export interface PwaView {
  updatePrompt: boolean;
  pushPrompt: boolean;
  installBanner: boolean;
}

export interface PwaState {
  get(): PwaView;
  set(change: Partial<PwaView>): void;
  subscribe(listener: () => void): () => void;
}

export function createPwaState(): PwaState {
  let view: PwaView = { updatePrompt: false, pushPrompt: false, installBanner: false };
  const listeners = new Set<() => void>();
  return {
    get: () => view,
    set(change) {
      view = { ...view, ...change };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
