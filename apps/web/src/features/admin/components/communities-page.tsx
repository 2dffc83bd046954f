import { AdminMessages, type Community, UiMessages } from '@app/contract';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useGetCommunityQuery } from '../../../lib/community-by-name.api';
import { useAdminCommunitiesQuery, useAdminSetDefaultMutation } from '../admin.api';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatDate } from '../utils/format-date';
import { AdminTable } from './admin-table';
import { LoadError, TableSkeleton } from './table-skeleton';
import '../../../components/form/switch.css';

/** Rows shown at first and added by each More: every row reads its own community for the default flag. */
const ROWS_STEP = 25;

/** `isDefault` comes only with a single community (docs/api/entities.md), so each row asks for its own. */
function DefaultSwitch({ name }: { name: string }) {
  const id = useId();
  const { data } = useGetCommunityQuery(name);
  const [setDefault] = useAdminSetDefaultMutation();
  const run = useAdminAction();
  const isDefault = data?.isDefault === true;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {AdminMessages.defaultToggle(name)}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={isDefault}
        disabled={!data}
        onChange={(event) => {
          const next = event.target.checked;
          void run(setDefault({ name, isDefault: next }), next ? AdminMessages.defaultOn(name) : AdminMessages.defaultOff(name));
        }}
      />
    </>
  );
}

function CommunityRow({ community }: { community: Community }) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/${community.name}`}>{community.name}</Link>
      </th>
      <td>{community.noMembers}</td>
      <td>{formatDate(community.createdAt)}</td>
      <td>
        <DefaultSwitch name={community.name} />
      </td>
    </tr>
  );
}

/**
 * `/admin/communities`: create one (the communities feature's button, composed by the app), and mark which ones
 * new accounts join (docs/api/communities.md, "Default communities").
 */
export function CommunitiesPage({ createButton }: { createButton: ReactNode }) {
  const { data, isLoading, isError, refetch } = useAdminCommunitiesQuery();
  const [shown, setShown] = useState(ROWS_STEP);
  return (
    <div className="admin__stack">
      <div className="admin__toolbar">{createButton}</div>
      {isLoading && <TableSkeleton />}
      {isError && <LoadError onRetry={() => void refetch()} />}
      {data && data.length === 0 && <p className="admin__empty">{AdminMessages.noCommunities}</p>}
      {data && data.length > 0 && (
        <AdminTable
          label={AdminMessages.pages.communities}
          headings={[UiMessages.communityNameLabel, AdminMessages.members, AdminMessages.created, AdminMessages.defaultCommunity]}
        >
          <tbody>
            {data.slice(0, shown).map((community) => (
              <CommunityRow key={community.id} community={community} />
            ))}
          </tbody>
        </AdminTable>
      )}
      {data && data.length > shown && (
        <button type="button" className="button button--secondary button--sm" onClick={() => setShown((count) => count + ROWS_STEP)}>
          {UiMessages.more}
        </button>
      )}
    </div>
  );
}
