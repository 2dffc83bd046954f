import { UiMessages } from '@app/contract';
import '../../../components/feed/feed.css';

/** Placeholder lines while a dashboard page loads. */
export function TableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="loading-indicator admin__skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{UiMessages.loading}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load: where it happened, with Retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="admin__empty" role="alert">
      <p>{UiMessages.genericError}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        {UiMessages.retry}
      </button>
    </div>
  );
}
