import { ClampedBox } from '../../../components/clamped-box/clamped-box';
import { Markdown } from '../../../lib/markdown/markdown';

/** Comment text taller than this is cut with a 'Show more' control (docs/api/constants.md §9). */
const COLLAPSE_ABOVE_PX = 500;

/** A comment's markdown, collapsed to 500 px when longer; the control says whether it is expanded. */
export function CommentText({ source }: { source: string }) {
  return (
    <ClampedBox maxHeight={COLLAPSE_ABOVE_PX} className="comment__text" buttonClassName="link-button comment__more-text">
      <Markdown source={source} className="comment__body" />
    </ClampedBox>
  );
}
