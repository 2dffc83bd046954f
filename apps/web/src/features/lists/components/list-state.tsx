import { UiMessages } from '@app/contract';
import type { ReactNode } from 'react';
import './lists.css';

/** An empty or failed state of the lists pages: a title, an explanation and an action. */
export function ListState({ title, text, action, role }: { title: string; text?: string; action?: ReactNode; role?: 'alert' }) {
  return (
    <section className="card list-state" role={role}>
      <h2 className="list-state__title">{title}</h2>
      {text && <p className="list-state__text">{text}</p>}
      {action && <div className="list-state__actions">{action}</div>}
    </section>
  );
}

/** A lists page that could not load: says so (announced) and offers to ask again. */
export function ListFailed({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  return (
    <ListState
      role="alert"
      title={title}
      action={
        <button type="button" className="button button--secondary" onClick={() => void onRetry()}>
          {UiMessages.retry}
        </button>
      }
    />
  );
}
