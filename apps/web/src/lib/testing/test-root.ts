import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/** Where a spec's components render: a div in the document with a React root of its own. */
export interface TestRoot {
  readonly container: HTMLDivElement;
  render: (node: ReactNode) => void;
}

/**
 * A fresh root for each test of the calling file, unmounted and taken out of the document after it, so no
 * test sees another's markup, portals or listeners.
 */
export function rootPerTest(): TestRoot {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    get container() {
      return container;
    },
    render: (node) => act(() => root.render(node)),
  };
}
