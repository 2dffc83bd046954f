import { UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import './screens.css';

interface StatusPanelProps {
  /** The HTTP status shown large above the title (decorative: screen readers get the title); none for a closed account. */
  code?: 403 | 404;
  title: string;
  text?: string;
}

/** A page that cannot be shown (Not found, Forbidden, a closed account): its status, what happened, and the way home. */
export function StatusPanel({ code, title, text }: StatusPanelProps) {
  const titleId = `status-${code ?? 'closed'}-title`;
  useDocumentTitle(title);
  return (
    <section className="panel panel--centered" aria-labelledby={titleId}>
      {code && (
        <p className="not-found__code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={titleId} className="panel__title">
        {title}
      </h1>
      {text && <p className="panel__text">{text}</p>}
      <div className="panel__actions">
        <Link to="/" className="button button--primary">
          {UiMessages.goHome}
        </Link>
      </div>
    </section>
  );
}
