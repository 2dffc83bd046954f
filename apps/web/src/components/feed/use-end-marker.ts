import { type RefObject, useEffect } from 'react';

/** How far ahead of the viewport the next page starts loading: 35 % of its height, at least 200 px. */
export function endMarkerMargin(viewportHeight: number): number {
  return Math.max(Math.round(viewportHeight * 0.35), 200);
}

/** Calls `onReach` when the end marker nears the viewport (infinite scrolling). */
export function useEndMarker(ref: RefObject<Element | null>, onReach: () => void, isEnabled: boolean) {
  useEffect(() => {
    const marker = ref.current;
    if (!marker || !isEnabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach();
      },
      { rootMargin: `0px 0px ${endMarkerMargin(window.innerHeight)}px 0px` },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [ref, onReach, isEnabled]);
}
