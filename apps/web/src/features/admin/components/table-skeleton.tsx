import { UiMessages } from '@app/contract';
import { TwoFactorSetupLink, isTwoFactorSetupRequired } from '../../../components/two-factor-setup-link';
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

/** A failed load: where it happened, with Retry (or, for staff the site requires two-factor sign-in of, the way to set it up). */
export function LoadError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  if (isTwoFactorSetupRequired(error)) return <TwoFactorSetupLink error={error} />;
  return (
    <div className="admin__empty" role="alert">
      <p>{UiMessages.genericError}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        {UiMessages.retry}
      </button>
    </div>
  );
}
