import { AdminMessages, type IPBlock } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useAdminAddIpBlockMutation, useAdminCancelAllIpBlocksMutation, useAdminCancelIpBlockMutation, useListIpBlocksQuery } from '../admin.api';
import { useAdminAction } from '../hooks/use-admin-action';
import { blockRange, blockState, parseExpiresIn } from '../utils/ip-blocks';
import { formatDate } from '../utils/format-date';
import { toBlockAddress } from '../utils/wildcard-cidr';
import { AdminTable } from './admin-table';
import { PagedRows, type PageResult } from './paged-rows';
import '../../../components/form/dialog-form.css';

function useBlocksPage(cursor: string): PageResult<IPBlock> {
  const { data, isLoading, isError, refetch } = useListIpBlocksQuery({ next: cursor });
  return { items: data?.blocks, next: data?.next || null, isLoading, isError, refetch: () => void refetch() };
}

function AddBlockForm() {
  const [address, setAddress] = useState('');
  const [hours, setHours] = useState('0');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addBlock, { isLoading }] = useAdminAddIpBlockMutation();
  const run = useAdminAction();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const parsed = toBlockAddress(address);
    const expiresIn = parseExpiresIn(hours);
    if (!parsed.ok || expiresIn === null) {
      setError(AdminMessages.badAddress);
      return;
    }
    setError(null);
    const block = await run(addBlock({ address: parsed.address, expiresIn, note: note.trim() }), (result) => AdminMessages.blockAdded(blockRange(result)));
    if (block) {
      setAddress('');
      setNote('');
    }
  };

  return (
    <form className="admin__form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label={AdminMessages.blockAddressLabel}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(null);
        }}
        error={error}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <TextField label={AdminMessages.blockExpiresLabel} value={hours} inputMode="decimal" onChange={(event) => setHours(event.target.value)} />
      <TextField label={AdminMessages.blockNoteLabel} value={note} onChange={(event) => setNote(event.target.value)} />
      <div>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {AdminMessages.blockSubmit}
        </button>
      </div>
    </form>
  );
}

function BlockRow({ block }: { block: IPBlock }) {
  const [cancelBlock] = useAdminCancelIpBlockMutation();
  const run = useAdminAction();
  const range = blockRange(block);
  const state = blockState(block);
  return (
    <tr>
      <th scope="row" className="admin__mono">
        {range}
      </th>
      <td>
        <span className={`admin__status admin__status--${state === 'inEffect' ? 'banned' : 'active'}`}>{AdminMessages[state]}</span>
      </td>
      <td>{block.expiresAt ? formatDate(block.expiresAt) : AdminMessages.never}</td>
      <td>{block.associatedUsers.join(', ') || '—'}</td>
      <td>{block.note || '—'}</td>
      <td>
        {block.inEffect && (
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label={`${AdminMessages.blockCancel} ${range}`}
            onClick={() => void run(cancelBlock(block), AdminMessages.blockCancelled(range))}
          >
            {AdminMessages.blockCancel}
          </button>
        )}
      </td>
    </tr>
  );
}

/** `/admin/ipbans`: the IP blocks (docs/api/users.md, "IP blocks"): add one (a wildcard becomes CIDR), cancel one or all. */
export function IpBlocksPage() {
  const [cancelAll, { isLoading }] = useAdminCancelAllIpBlocksMutation();
  const run = useAdminAction();
  return (
    <div className="admin__stack">
      <AddBlockForm />
      <div className="admin__toolbar">
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={isLoading}
          onClick={() => {
            if (window.confirm(AdminMessages.cancelAllConfirm)) void run(cancelAll(), AdminMessages.blocksCancelled);
          }}
        >
          {AdminMessages.blockCancelAll}
        </button>
      </div>
      <AdminTable
        label={AdminMessages.pages.ipbans}
        headings={[
          AdminMessages.blockRange,
          AdminMessages.blockStatus,
          AdminMessages.blockExpires,
          AdminMessages.blockUsers,
          AdminMessages.blockNoteLabel,
          <span key="actions" className="visually-hidden">
            {AdminMessages.actions}
          </span>,
        ]}
      >
        <PagedRows usePage={useBlocksPage} renderRow={(block) => <BlockRow key={block.id} block={block} />} columns={6} empty={AdminMessages.noBlocks} />
      </AdminTable>
    </div>
  );
}
