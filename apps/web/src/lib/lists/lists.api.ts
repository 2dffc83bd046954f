import type { CreateListRequest, List, ListItemsPage, UpdateListRequest } from '@app/contract';
import { ListMessages } from '@app/contract';
import type { AppDispatch, RootState } from '../../app/store';
import { alertShown } from '../../components/alerts/alerts.slice';
import { api } from '../api';
import { dropItem, type ListTarget, shiftNumItems, withSavedTo } from './list-cache';

export type ListsSort = 'lastAdded' | 'name';
export type ListsFilter = 'all' | 'public' | 'private';

export interface ListsArgs {
  username: string;
  sort: ListsSort;
  filter: ListsFilter;
}

/** A list as its URL names it: `/@{username}/lists/{name}`. */
export interface ListRef {
  username: string;
  name: string;
}

export interface ListItemChange {
  list: Pick<List, 'id' | 'displayName'>;
  target: ListTarget;
}

const LISTS = { type: 'List', id: 'LIST' } as const;
const ITEMS = { type: 'ListItems', id: 'LIST' } as const;
const SAVED = { type: 'SavedTo', id: 'LIST' } as const;
/** One alert at a time for saves and removals: quick toggles replace each other's notice. */
const LISTS_ALERT_ID = 'lists';

function listPath({ username, name }: ListRef): string {
  return `/api/users/${encodeURIComponent(username)}/lists/${encodeURIComponent(name)}`;
}

const targetBody = (target: ListTarget) => ({ targetType: target.type, targetId: target.id });

/**
 * Optimistic edit of every cache an item change touches: `_saved_to` of the target, the counts of the
 * cached lists and, for a removal, the list page's items. Returns the undo for a failed call.
 */
function patchForItemChange(dispatch: AppDispatch, getState: () => RootState, { list, target }: ListItemChange, isSaved: boolean): () => void {
  const undos: (() => void)[] = [];
  const by = isSaved ? 1 : -1;
  undos.push(dispatch(listsApi.util.updateQueryData('getSavedTo', target, (ids) => withSavedTo(ids, list.id, isSaved))).undo);
  for (const entry of listsApi.util.selectInvalidatedBy(getState(), [LISTS, ITEMS])) {
    if (entry.endpointName === 'getLists') {
      undos.push(dispatch(listsApi.util.updateQueryData('getLists', entry.originalArgs as ListsArgs, (lists) => shiftNumItems(lists, list.id, by))).undo);
    } else if (entry.endpointName === 'getList') {
      undos.push(dispatch(listsApi.util.updateQueryData('getList', entry.originalArgs as ListRef, (cached) => shiftNumItems([cached], list.id, by))).undo);
    } else if (entry.endpointName === 'getListItems' && !isSaved) {
      undos.push(
        dispatch(listsApi.util.updateQueryData('getListItems', entry.originalArgs as ListRef, (draft) => void dropItem(draft.pages, list.id, target))).undo,
      );
    }
  }
  return () => undos.reverse().forEach((undo) => undo());
}

/**
 * Saving and removing are optimistic like votes and mutes. A failure rolls back; its alert is the
 * shared failed-call one (these endpoints are not in MUTATIONS_WITH_OWN_ERROR_HANDLING).
 */
async function changeItem(
  change: ListItemChange,
  isSaved: boolean,
  lifecycle: { dispatch: AppDispatch; getState: () => unknown; queryFulfilled: Promise<unknown> },
) {
  const { dispatch, getState, queryFulfilled } = lifecycle;
  const undo = patchForItemChange(dispatch, getState as () => RootState, change, isSaved);
  try {
    await queryFulfilled;
    const text = isSaved ? ListMessages.savedTo(change.list.displayName) : ListMessages.removedFrom(change.list.displayName);
    dispatch(alertShown(text, { id: LISTS_ALERT_ID }));
    // Pages not on screen reload when next shown; a removal already left the page it was made on. The lists
    // are asked again for their counts: a lists answer that was on its way (a new list's) lacks this change.
    dispatch(listsApi.util.invalidateTags(isSaved ? [ITEMS, LISTS] : [LISTS]));
  } catch {
    undo();
  }
}

export const listsApi = api.enhanceEndpoints({ addTagTypes: ['List', 'ListItems', 'SavedTo'] }).injectEndpoints({
  endpoints: (build) => ({
    getLists: build.query<List[], ListsArgs>({
      query: ({ username, sort, filter }) => ({ url: `/api/users/${encodeURIComponent(username)}/lists`, params: { sort, filter } }),
      providesTags: [LISTS],
    }),
    // Tagged by id, not LIST: a renamed or deleted list must not be asked for again under its old name
    // (a 404, and a console error, while its page is still open).
    getList: build.query<List, ListRef>({
      query: listPath,
      providesTags: (result) => (result ? [{ type: 'List', id: result.id }] : []),
    }),
    getListItems: build.infiniteQuery<ListItemsPage, ListRef, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next ?? undefined },
      query: ({ queryArg, pageParam }) => ({ url: `${listPath(queryArg)}/items`, params: { next: pageParam ?? undefined } }),
      providesTags: [ITEMS],
    }),
    getSavedTo: build.query<number[], ListTarget>({
      query: ({ type, id }) => ({ url: '/api/lists/_saved_to', params: { id, type } }),
      providesTags: [SAVED],
    }),
    createList: build.mutation<List[], { username: string; body: CreateListRequest }>({
      query: ({ username, body }) => ({ url: `/api/users/${encodeURIComponent(username)}/lists`, method: 'POST', body }),
      invalidatesTags: [LISTS],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        // Failures get the shared failed-call alert.
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        )
          dispatch(alertShown(ListMessages.created));
      },
    }),
    updateList: build.mutation<List, { id: number; body: UpdateListRequest }>({
      query: ({ id, body }) => ({ url: `/api/lists/${id}`, method: 'PUT', body }),
      invalidatesTags: [LISTS],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // The page under the (new) name shows the answer at once.
        if (data) void dispatch(listsApi.util.upsertQueryData('getList', { username: data.username, name: data.name }, data));
      },
    }),
    deleteList: build.mutation<List, ListRef>({
      query: (ref) => ({ url: listPath(ref), method: 'DELETE' }),
      invalidatesTags: [LISTS, SAVED],
    }),
    /** "Remove all items": DELETE …/items with an empty body. */
    clearList: build.mutation<ListItemsPage, ListRef>({
      query: (ref) => ({ url: `${listPath(ref)}/items`, method: 'DELETE' }),
      invalidatesTags: [LISTS, ITEMS, SAVED],
      async onQueryStarted(ref, { dispatch, queryFulfilled }) {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        ) {
          dispatch(listsApi.util.updateQueryData('getList', ref, (list) => void (list.numItems = 0)));
        }
      },
    }),
    addListItem: build.mutation<ListItemsPage, ListItemChange>({
      query: ({ list, target }) => ({ url: `/api/lists/${list.id}/items`, method: 'POST', body: targetBody(target) }),
      onQueryStarted: (change, lifecycle) => changeItem(change, true, lifecycle),
    }),
    removeListItem: build.mutation<ListItemsPage, ListItemChange>({
      query: ({ list, target }) => ({ url: `/api/lists/${list.id}/items`, method: 'DELETE', body: targetBody(target) }),
      onQueryStarted: (change, lifecycle) => changeItem(change, false, lifecycle),
    }),
  }),
});

export const {
  useGetListsQuery,
  useGetListQuery,
  useGetListItemsInfiniteQuery,
  useGetSavedToQuery,
  useCreateListMutation,
  useUpdateListMutation,
  useDeleteListMutation,
  useClearListMutation,
  useAddListItemMutation,
  useRemoveListItemMutation,
} = listsApi;
