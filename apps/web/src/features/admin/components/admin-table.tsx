import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * An admin list as a table: a focusable region (it scrolls sideways on a phone) named after its page, the
 * column headings, then the caller's body rows.
 */
export function AdminTable({ label, headings, children }: { label: string; headings: readonly ReactNode[]; children: ReactNode }) {
  return (
    <div className="admin__table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="admin__table">
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** A row's first cell, naming it: the member, linked to their profile. */
export function UserCell({ username }: { username: string }) {
  return (
    <th scope="row">
      <Link to={`/@${username}`}>{username}</Link>
    </th>
  );
}
