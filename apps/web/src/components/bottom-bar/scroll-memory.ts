/** The bar's destinations whose scroll position survives a trip elsewhere (docs/screens.md §2, Navigation chrome). */
const REMEMBERED_PATHS: ReadonlySet<string> = new Set(['/', '/communities', '/notifications', '/search']);

/** Scroll offsets of the remembered destinations, for one page load. */
export class ScrollMemory {
  private readonly offsets = new Map<string, number>();

  /** Notes where `path` was left; ignored for destinations that are not remembered. */
  leave(path: string, scrollY: number): void {
    if (REMEMBERED_PATHS.has(path)) this.offsets.set(path, scrollY);
  }

  /** Where to put the window on arriving at `path` from the bar; undefined means the top, as usual. */
  offsetFor(path: string): number | undefined {
    return this.offsets.get(path);
  }
}
