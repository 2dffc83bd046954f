import { type List, ListMessages } from '@app/contract';
import { Modal } from '../../../components/modal/modal';
import { isSameListName } from '../../../lib/lists/list-cache';
import { ListForm, type ListFormValues } from '../../../lib/lists/list-form';
import { useCreateListMutation, useGetListsQuery, useUpdateListMutation } from '../../../lib/lists/lists.api';

interface ListEditorModalProps {
  username: string;
  /** Edit this list; without it, New list. */
  list?: List;
  onClose: () => void;
  /** After a create or a rename: the list's (new) URL name. */
  onSaved: (list: List) => void;
}

/** New list (lists page) and Edit list (list page). Failures get the shared alert; the form stays. */
export function ListEditorModal({ username, list, onClose, onSaved }: ListEditorModalProps) {
  const ownLists = useGetListsQuery({ username, sort: 'lastAdded', filter: 'all' }).data ?? [];
  const [createList, created] = useCreateListMutation();
  const [updateList, updated] = useUpdateListMutation();

  const handleSubmit = async (values: ListFormValues) => {
    try {
      if (list) {
        onSaved(await updateList({ id: list.id, body: values }).unwrap());
        return;
      }
      const all = await createList({ username, body: values }).unwrap();
      const made = all.find((candidate) => isSameListName(candidate.name, values.name));
      if (made) onSaved(made);
      else onClose();
    } catch {
      // Reported by the shared failed-call alert.
    }
  };

  return (
    <Modal title={list ? ListMessages.editList : ListMessages.newList} onClose={onClose}>
      <ListForm
        list={list}
        ownLists={ownLists}
        submitLabel={list ? ListMessages.saveChanges : ListMessages.create}
        busyLabel={list ? ListMessages.saving : ListMessages.creating}
        isBusy={created.isLoading || updated.isLoading}
        onSubmit={(values) => void handleSubmit(values)}
        onCancel={onClose}
      />
    </Modal>
  );
}
