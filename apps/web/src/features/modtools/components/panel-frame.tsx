import { UiMessages } from '@app/contract';
import { type ReactNode, useId } from 'react';
import { refusalText } from '../utils/errors';
import { TwoFactorSetupLink, isTwoFactorSetupRequired } from '../../../components/two-factor-setup-link';

/** One console subpage: its title, optional actions beside it, then the content. */
export function PanelFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card modtools-panel stack" aria-labelledby={headingId}>
      <div className="modtools-panel__top cluster">
        <h2 id={headingId} className="modtools-panel__title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The button beside a panel's title that opens its dialog (add a rule, ban a user, add a moderator). */
export function PanelDialogButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button type="button" className="button button--primary button--sm" aria-haspopup="dialog" onClick={onOpen}>
      {label}
    </button>
  );
}

/** Skeleton rows while a list loads. */
export function PanelSkeleton() {
  return (
    <div className="modtools-skeleton" role="status">
      <span className="visually-hidden">{UiMessages.loading}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="modtools-skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A list that failed to load: the reason and a retry, in place of the list. */
export function PanelError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="modtools-panel__error" role="alert">
      <p className="form-error">{text}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        {UiMessages.retry}
      </button>
    </div>
  );
}

/** What a panel's list query has to say while it loads or after it failed. */
interface ListQuery {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A panel's list in its four states: loading, failed (with a retry), empty, or its rows. */
export function PanelList<T>({
  query,
  items,
  emptyText,
  children,
}: {
  query: ListQuery;
  items: readonly T[] | null | undefined;
  emptyText: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isLoading) return <PanelSkeleton />;
  if (isTwoFactorSetupRequired(query.error)) return <TwoFactorSetupLink error={query.error} />;
  if (query.error) return <PanelError text={refusalText(query.error)} onRetry={() => void query.refetch()} />;
  if (!items || items.length === 0) return <p className="modtools-panel__empty">{emptyText}</p>;
  return children(items);
}
