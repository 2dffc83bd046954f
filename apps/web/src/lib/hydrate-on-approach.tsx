import { type ReactNode, Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import './hydrate-on-approach.css';

/**
 * The promise a deferred part's hydration waits on, and the children it was hydrating. Other children are an update
 * that reached the part (its parent rendered again): React then hydrates it at once or drops the server HTML for the
 * empty fallback, so the gate opens.
 */
interface HydrationGate {
  released: boolean;
  children: ReactNode;
  promise: Promise<void>;
  release: () => void;
}

function createGate(children: ReactNode): HydrationGate {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: HydrationGate = {
    released: false,
    children,
    promise,
    release: () => {
      if (gate.released) return;
      gate.released = true;
      resolve();
    },
  };
  return gate;
}

function Gate({ gate, children }: { gate: HydrationGate | null; children: ReactNode }) {
  if (gate && !gate.released) {
    if (children !== gate.children) gate.release();
    else use(gate.promise);
  }
  return children;
}

const noSubscription = () => () => undefined;

/**
 * What says the reader reaches for the part before its scripts took it over. Listened to on the document, in
 * the capture phase: that is before React's own listener on the root, which then hydrates the part at once
 * (the gate is open) and hands it the event — a click on Reply or a vote works on the first press.
 */
const REACH_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const;

interface HydrateOnApproachProps {
  children: ReactNode;
  /** How far outside the viewport the part starts hydrating (IntersectionObserver's rootMargin). */
  rootMargin?: string;
}

/**
 * Server HTML that stays the server's until it comes near the viewport or the reader reaches into it, then
 * hydrates (a Suspense boundary whose content suspends only during the page's hydration: React keeps the
 * dehydrated HTML as it is, links work natively meanwhile). The post page's comments hydrated with the page
 * were most of its Total Blocking Time after the first paint (docs/web.md "Page figures"). Rendered on the
 * client without server HTML (a navigation), it renders its children at once.
 */
export function HydrateOnApproach({ children, rootMargin = '50% 0px' }: HydrateOnApproachProps) {
  // The server snapshot is what React reads while hydrating (and on the server); a client render reads false.
  const isHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [gate] = useState(() => (isHydrating && typeof document !== 'undefined' ? createGate(children) : null));
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!gate || gate.released || !wrapper) return;
    const onReach = (event: Event) => {
      if (event.target instanceof Node && wrapper.contains(event.target)) gate.release();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.release(), { rootMargin });
    // The wrapper has no box of its own (display: contents): its children are the server's elements.
    for (const child of wrapper.children) observer.observe(child);
    for (const type of REACH_EVENTS) document.addEventListener(type, onReach, { capture: true, passive: true });
    const stop = () => {
      observer.disconnect();
      for (const type of REACH_EVENTS) document.removeEventListener(type, onReach, { capture: true });
    };
    void gate.promise.then(stop);
    return stop;
  }, [gate, rootMargin]);

  // The same element while the children are the same: right after hydration `isHydrating` turns false and this
  // renders again, and new props on the still-dehydrated boundary would make React hydrate it there and then.
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gate gate={gate}>{children}</Gate>
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <div ref={wrapperRef} className="hydrate-on-approach">
      {content}
    </div>
  );
}
