import { UiMessages } from '@app/contract';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';

interface ClampedBoxProps {
  /** Content taller than this (px) is cut to it, with a 'Show more' / 'Show less' control. */
  maxHeight: number;
  /** The box's class; `<className>--clipped` is added while the content is cut. */
  className: string;
  buttonClassName: string;
  children: ReactNode;
}

/**
 * A comment's text (cut at 500 px) or a community's about text (120 px, docs/api/constants.md §9): the content
 * cut to `maxHeight` while it is taller, and a control that says whether it is expanded.
 */
export function ClampedBox({ maxHeight, className, buttonClassName, children }: ClampedBoxProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [isLong, setIsLong] = useState(false);
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();

  // The inner content is measured, not the clipped box, so late-loading images still count; the observer
  // also sees the content change.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => setIsLong(content.offsetHeight > maxHeight);
    if (typeof ResizeObserver === 'undefined') return void measure();
    // No offsetHeight read here: in a layout effect it forces a layout per box mounted (one per comment). The
    // observer's first callback comes after the frame's one layout and before paint, so a long text is never drawn unclipped.
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [maxHeight]);

  const isClipped = isLong && !isExpanded;
  return (
    <>
      <div id={id} className={isClipped ? `${className} ${className}--clipped` : className} style={isClipped ? { maxHeight } : undefined}>
        <div ref={contentRef}>{children}</div>
      </div>
      {isLong && (
        <button type="button" className={buttonClassName} aria-expanded={isExpanded} aria-controls={id} onClick={() => setIsExpanded((value) => !value)}>
          {isExpanded ? UiMessages.showLess : UiMessages.showFullComment}
        </button>
      )}
    </>
  );
}
