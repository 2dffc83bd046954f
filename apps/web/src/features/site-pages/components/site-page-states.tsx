import { UiMessages } from '@app/contract';

/** Lines standing in for a page's text while it loads. */
export function SitePageSkeleton({ lines = 9 }: { lines?: number }) {
  return (
    <div role="status" aria-busy="true" className="site-page__skeleton">
      <span className="visually-hidden">{UiMessages.loading}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} aria-hidden="true" className={`skeleton__line${i % 4 === 3 ? ' skeleton__line--mid' : ''}`} />
      ))}
    </div>
  );
}

/** A load that failed, where the text would be, with a way to try again. */
export function SitePageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="site-page__error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {UiMessages.retry}
      </button>
    </div>
  );
}
