import { UiMessages } from '@app/contract';
import './feed.css';

export const SKELETON_COUNT = 7;

/** Seven placeholder cards while a feed loads (after the 80 ms delay of `.loading-indicator`). */
export function FeedSkeletons() {
  return (
    <div className="loading-indicator" role="status" aria-busy="true">
      <span className="visually-hidden">{UiMessages.loading}</span>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <div key={i} className="card skeleton" aria-hidden="true">
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--mid" />
        </div>
      ))}
    </div>
  );
}
