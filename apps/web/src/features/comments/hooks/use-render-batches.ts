import { ChromeConstants } from '@app/contract';
import { startTransition, useEffect, useState } from 'react';
import { useHydratedValue } from '../../../lib/use-media-query';
import { DESKTOP_BATCH, MOBILE_BATCH, nextRenderCount } from '../utils/render-batches';

function batchForScreen() {
  const isNarrow = typeof window !== 'undefined' && window.matchMedia(`(max-width: ${ChromeConstants.mobileBreakpointPx - 1}px)`).matches;
  return isNarrow ? MOBILE_BATCH : DESKTOP_BATCH;
}

/**
 * How many of `total` threads to mount now; grows a batch per tick until all are shown. The first
 * batch is always shown at once, also when `total` arrives after the first render (the seed).
 */
export function useRenderBatches(total: number): number {
  const [batch] = useState(batchForScreen);
  const [count, setCount] = useState(0);
  // The server renders a phone's first batch; hydration must start from the same, whatever the screen, and
  // a desktop grows to its own batch in the render that follows (nothing above the new threads moves).
  const firstBatch = useHydratedValue(batch, MOBILE_BATCH);
  const visible = Math.min(total, Math.max(count, firstBatch.size));
  useEffect(() => {
    if (visible >= total) return;
    // A transition, so React renders the batch in slices between which the page stays responsive: mounted
    // at once, a batch of threads was one long task (Lighthouse's TBT on the post page, docs/web.md).
    const timer = window.setTimeout(() => startTransition(() => setCount(nextRenderCount(visible, total, batch.size))), batch.intervalMs);
    return () => window.clearTimeout(timer);
  }, [visible, total, batch]);
  return visible;
}
