/**
 * Progressive rendering of top-level threads (docs/api/constants.md §9, comment batches):
 * a page holds up to 500 comments, and mounting them at once would freeze a phone.
 */
export interface RenderBatch {
  size: number;
  intervalMs: number;
}

export const DESKTOP_BATCH: RenderBatch = { size: 20, intervalMs: 100 };
export const MOBILE_BATCH: RenderBatch = { size: 5, intervalMs: 250 };

/** How many threads to show after the next tick; one straggler is shown at once rather than waited for. */
export function nextRenderCount(current: number, total: number, size: number): number {
  if (current >= total) return total;
  const next = current + size;
  return next >= total - 1 ? total : next;
}
