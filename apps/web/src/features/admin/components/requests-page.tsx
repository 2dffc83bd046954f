import { AdminMessages, type CommunityRequest, UiMessages, type User } from '@app/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { useCreateCommunityMutation } from '../../../lib/create-community.api';
import { adminApi, useAdminDenyRequestMutation, useListCommunityRequestsQuery } from '../admin.api';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatDate } from '../utils/format-date';
import { LoadError, TableSkeleton } from './table-skeleton';

const DENY_NOTE_MAX = 500;

function DenyForm({ request, admin, onDone }: { request: CommunityRequest; admin: User; onDone: () => void }) {
  const [note, setNote] = useState('');
  const noteId = useId();
  const [deny, { isLoading }] = useAdminDenyRequestMutation();
  const run = useAdminAction();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    onDone();
    void run(deny({ request, admin: admin.username, body: AdminMessages.denialBody(request.communityName, note.trim()) }), AdminMessages.denied);
  };
  return (
    <form className="admin__deny" onSubmit={handleSubmit}>
      <label htmlFor={noteId} className="field__label">
        {AdminMessages.denyReasonLabel}
      </label>
      <textarea id={noteId} className="field__input" rows={2} value={note} maxLength={DENY_NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
      <div className="admin__actions">
        <button type="submit" className="button button--primary button--sm">
          {AdminMessages.denySend}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onDone}>
          {UiMessages.cancel}
        </button>
      </div>
    </form>
  );
}

function RequestItem({ request, admin }: { request: CommunityRequest; admin: User }) {
  const dispatch = useAppDispatch();
  const [isDenying, setIsDenying] = useState(false);
  const [create, { isLoading: isCreating }] = useCreateCommunityMutation();
  const run = useAdminAction();
  const name = request.communityName;

  const approve = async () => {
    const community = await run(create({ name, about: '' }), AdminMessages.communityCreated(name));
    if (!community) return;
    dispatch(
      adminApi.util.updateQueryData('listCommunityRequests', undefined, (draft) => {
        for (const row of draft) if (row.communityName.toLowerCase() === name.toLowerCase()) row.communityExists = true;
      }),
    );
  };

  const isOpen = !request.deniedAt && !request.communityExists;
  return (
    <li className="admin__request">
      <div className="admin__request-head">
        <strong>{request.communityExists ? <Link to={`/${name}`}>{name}</Link> : name}</strong>{' '}
        <span className="admin__muted">
          {AdminMessages.requestedBy(request.byUser)} · {formatDate(request.createdAt)}
        </span>
      </div>
      {request.note && <p className="admin__request-note">{request.note}</p>}
      {request.deniedAt && <p className="admin__muted">{AdminMessages.deniedBy(request.deniedBy ?? '')}</p>}
      {request.communityExists && <p className="admin__muted">{AdminMessages.exists}</p>}
      {isOpen && !isDenying && (
        <div className="admin__actions">
          <button type="button" className="button button--primary button--sm" disabled={isCreating} onClick={() => void approve()}>
            {AdminMessages.approve}
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => setIsDenying(true)}>
            {AdminMessages.deny}
          </button>
        </div>
      )}
      {isOpen && isDenying && <DenyForm request={request} admin={admin} onDone={() => setIsDenying(false)} />}
    </li>
  );
}

/** `/admin/new-community-requests`: the last 90 days' requests (docs/api/communities.md): create the community, or deny with a reason. */
export function RequestsPage({ admin }: { admin: User }) {
  const { data, isLoading, isError, refetch } = useListCommunityRequestsQuery();
  if (isLoading) return <TableSkeleton />;
  if (isError || !data) return <LoadError onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="admin__empty">{AdminMessages.noRequests}</p>;
  return (
    <ul className="admin__requests">
      {data.map((request) => (
        <RequestItem key={request.id} request={request} admin={admin} />
      ))}
    </ul>
  );
}
