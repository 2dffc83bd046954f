import { type List, ListMessages, UiMessages } from '@app/contract';
import { useState } from 'react';
import { Modal } from '../../components/modal/modal';
import { useCurrentUser } from '../use-session';
import { isSameListName, type ListTarget, savedListIds } from './list-cache';
import { ListForm, type ListFormValues } from './list-form';
import { useAddListItemMutation, useCreateListMutation, useGetListsQuery, useGetSavedToQuery, useRemoveListItemMutation } from './lists.api';
import '../../components/feed/feed.css';
import './lists.css';

interface SaveToListModalProps {
  target: ListTarget;
  onClose: () => void;
}

function ListChoices({
  lists,
  saved,
  isBusy,
  onToggle,
}: {
  lists: List[];
  saved: Set<number>;
  isBusy: boolean;
  onToggle: (list: List, isSaved: boolean) => void;
}) {
  return (
    <ul className="save-to-list__lists" aria-busy={isBusy || undefined}>
      {lists.map((list) => {
        const id = `save-to-list-${list.id}`;
        return (
          <li key={list.id} className="save-to-list__choice">
            <input id={id} type="checkbox" checked={saved.has(list.id)} disabled={isBusy} onChange={(event) => onToggle(list, event.target.checked)} />
            <label htmlFor={id}>
              <span className="save-to-list__name">{list.displayName}</span>
              <span className="save-to-list__meta">
                {list.public ? ListMessages.public : ListMessages.private} · {ListMessages.items(list.numItems)}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Save to list" (docs/screens.md §4, Save-to-list dialog: a lists page and a new-list page). The list page checks the viewer's lists
 * that already hold the item (`_saved_to`) and saves or removes on each toggle; the new page creates a
 * list and saves the item to it at once.
 */
export function SaveToListModal({ target, onClose }: SaveToListModalProps) {
  const viewer = useCurrentUser();
  const username = viewer?.username ?? '';
  const [page, setPage] = useState<'list' | 'new'>('list');
  const lists = useGetListsQuery({ username, sort: 'lastAdded', filter: 'all' }, { skip: !viewer });
  // Always asked afresh: the item may have been saved from another tab or card since.
  const savedTo = useGetSavedToQuery(target, { skip: !viewer, refetchOnMountOrArgChange: true });
  const [addItem] = useAddListItemMutation();
  const [removeItem] = useRemoveListItemMutation();
  const [createList, { isLoading: isCreating }] = useCreateListMutation();
  const ownLists = lists.data ?? [];
  const saved = savedListIds(ownLists, savedTo.data);

  const handleToggle = (list: List, isSaved: boolean) => {
    const change = { list, target };
    // Failures roll back in the endpoints and get the shared alert; nothing more to do here.
    void (isSaved ? addItem(change) : removeItem(change));
  };

  const handleCreate = async (values: ListFormValues) => {
    try {
      const all = await createList({ username, body: values }).unwrap();
      const created = all.find((list) => isSameListName(list.name, values.name));
      // Saved before the lists page shows again, so the new list reads ticked with its one item.
      if (created) await addItem({ list: created, target });
      setPage('list');
    } catch {
      // The shared failed-call alert reports it; the form stays for another try.
    }
  };

  if (page === 'new') {
    return (
      <Modal title={ListMessages.newList} onClose={onClose}>
        <ListForm
          ownLists={ownLists}
          submitLabel={ListMessages.create}
          busyLabel={ListMessages.creating}
          isBusy={isCreating}
          onSubmit={(values) => void handleCreate(values)}
          onCancel={() => setPage('list')}
          cancelLabel={ListMessages.back}
        />
      </Modal>
    );
  }

  const failed = lists.isError || savedTo.isError;
  return (
    <Modal title={UiMessages.saveToList} onClose={onClose}>
      <div className="save-to-list">
        {lists.isLoading ? (
          <div role="status" className="save-to-list__loading">
            <span className="visually-hidden">{UiMessages.loading}</span>
            {[0, 1, 2].map((i) => (
              <div key={i} className="skeleton__line" aria-hidden="true" />
            ))}
          </div>
        ) : failed ? (
          <div className="save-to-list__error">
            <p role="alert">{ListMessages.loadFailed}</p>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => {
                void lists.refetch();
                void savedTo.refetch();
              }}
            >
              {UiMessages.retry}
            </button>
          </div>
        ) : ownLists.length === 0 ? (
          <p className="save-to-list__empty">{ListMessages.noLists}</p>
        ) : (
          <ListChoices lists={ownLists} saved={saved} isBusy={savedTo.isFetching && !savedTo.data} onToggle={handleToggle} />
        )}
        <div className="save-to-list__actions">
          <button type="button" className="button button--secondary" onClick={() => setPage('new')}>
            {ListMessages.newList}
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            {UiMessages.close}
          </button>
        </div>
      </div>
    </Modal>
  );
}
