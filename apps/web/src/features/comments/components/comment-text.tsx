import { UiMessages } from '@app/contract';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Markdown } from '../../../lib/markdown/markdown';

/** Comment text taller than this is cut with a 'Show more' control (docs/api/constants.md §9). */
const COLLAPSE_ABOVE_PX = 500;

/** A comment's markdown, collapsed to 500 px when longer; the control says whether it is expanded. */
export function CommentText({ source }: { source: string }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [isLong, setIsLong] = useState(false);
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();

  // The inner content is measured, not the clipped box, so late-loading images still count.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => setIsLong(content.offsetHeight > COLLAPSE_ABOVE_PX);
    if (typeof ResizeObserver === 'undefined') return void measure();
    // No offsetHeight read here: in a layout effect it forces a layout per comment mounted. The observer's
    // first callback comes after the frame's one layout and before paint, so a long comment is never drawn unclipped.
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [source]);

  const isClipped = isLong && !isExpanded;
  return (
    <>
      <div id={id} className={`comment__text${isClipped ? ' comment__text--clipped' : ''}`} style={isClipped ? { maxHeight: COLLAPSE_ABOVE_PX } : undefined}>
        <div ref={contentRef}>
          <Markdown source={source} className="comment__body" />
        </div>
      </div>
      {isLong && (
        <button
          type="button"
          className="link-button comment__more-text"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((value) => !value)}
        >
          {isExpanded ? UiMessages.showLess : UiMessages.showFullComment}
        </button>
      )}
    </>
  );
}
