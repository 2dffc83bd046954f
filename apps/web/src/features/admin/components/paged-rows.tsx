import { UiMessages } from '@app/contract';
import { type ReactNode, useState } from 'react';
import '../../../components/feed/feed.css';

/** What one page's component reports: its rows, and the cursor of the page after it (null at the end). */
export interface PageResult<T> {
  items: T[] | undefined;
  next: string | null;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

interface PagedRowsProps<T> {
  usePage: (cursor: string) => PageResult<T>;
  renderRow: (item: T) => ReactNode;
  columns: number;
  empty: string;
}

/**
 * The body rows of a paged admin table (100 users or comments a page, docs/api/users.md): each page is its own
 * cached query, kept as the table grows, and the last one offers More.
 */
export function PagedRows<T>({ usePage, renderRow, columns, empty }: PagedRowsProps<T>) {
  const [cursors, setCursors] = useState<string[]>(['']);
  return (
    <>
      {cursors.map((cursor, index) => (
        <PageRows
          key={cursor}
          cursor={cursor}
          usePage={usePage}
          renderRow={renderRow}
          columns={columns}
          empty={index === 0 ? empty : null}
          onMore={index === cursors.length - 1 ? (next) => setCursors((list) => [...list, next]) : null}
        />
      ))}
    </>
  );
}

interface PageRowsProps<T> extends Omit<PagedRowsProps<T>, 'empty'> {
  cursor: string;
  empty: string | null;
  onMore: ((next: string) => void) | null;
}

function PageRows<T>({ cursor, usePage, renderRow, columns, empty, onMore }: PageRowsProps<T>) {
  const page = usePage(cursor);
  const wide = (content: ReactNode) => (
    <tbody>
      <tr>
        <td colSpan={columns} className="admin__table-note">
          {content}
        </td>
      </tr>
    </tbody>
  );
  if (page.isLoading) {
    return wide(
      <span className="loading-indicator" role="status" aria-busy="true">
        <span className="visually-hidden">{UiMessages.loading}</span>
        <span className="skeleton__line" aria-hidden="true" />
        <span className="skeleton__line skeleton__line--mid" aria-hidden="true" />
      </span>,
    );
  }
  if (page.isError || !page.items) {
    return wide(
      <span role="alert">
        {UiMessages.genericError}{' '}
        <button type="button" className="button button--secondary button--sm" onClick={page.refetch}>
          {UiMessages.retry}
        </button>
      </span>,
    );
  }
  if (page.items.length === 0 && empty) return wide(empty);
  const next = page.next;
  return (
    <tbody>
      {page.items.map(renderRow)}
      {onMore && next && (
        <tr>
          <td colSpan={columns} className="admin__table-note">
            <button type="button" className="button button--secondary button--sm" onClick={() => onMore(next)}>
              {UiMessages.more}
            </button>
          </td>
        </tr>
      )}
    </tbody>
  );
}
