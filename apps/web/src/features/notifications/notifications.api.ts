import { type NotificationsPage, type NotificationView, UiMessages } from '@app/contract';
import { alertShown } from '../../components/alerts/alerts.slice';
import { MUTATIONS_WITH_OWN_ERROR_HANDLING } from '../../components/alerts/failed-call-listener';
import { api } from '../../lib/api';
import { whenAnswered } from '../../lib/when-answered';
import { sessionApi } from '../../lib/session.api';

// The web client always asks for titles rendered as HTML fragments (docs/api/notifications.md §5).
const RENDERED = { render: 'true', format: 'html' } as const;

/** A page whose items are all rendered: the only form this client asks for. */
export type RenderedPage = Omit<NotificationsPage, 'items'> & { items: NotificationView[] | null };

type Pages = { pages: RenderedPage[] };

/** Both places the signed-in user lives (the initial state and the poll) show the new count. */
const newCountPatches = (count: number) => [
  sessionApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
    user.notificationsNewCount = count;
  }),
  sessionApi.util.updateQueryData('getInitialState', undefined, (state) => {
    if (state.user) state.user.notificationsNewCount = count;
  }),
];

function eachItem(draft: Pages, change: (item: NotificationView) => void): void {
  for (const page of draft.pages) for (const item of page.items ?? []) change(item);
}

function removeItem(draft: Pages, id: number): void {
  for (const page of draft.pages) {
    if (!page.items?.some((item) => item.id === id)) continue;
    page.items = page.items.filter((item) => item.id !== id);
    page.count = Math.max(page.count - 1, 0);
  }
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Ten a page, unseen first (docs/api/notifications.md §4); `next` continues while non-empty. */
    getNotifications: build.infiniteQuery<RenderedPage, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next || undefined },
      query: ({ pageParam }) => ({ url: '/api/notifications', params: { ...RENDERED, next: pageParam ?? undefined } }),
      providesTags: ['Notifications'],
    }),
    /** Opening the list zeroes the badge; the items keep their seen state. */
    resetNewCount: build.mutation<void, void>({
      query: () => ({ url: '/api/notifications', method: 'POST', params: { ...RENDERED, action: 'resetNewCount' } }),
      onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        for (const patch of newCountPatches(0)) dispatch(patch);
        // A failure only costs a stale badge until the next poll: nothing to roll back.
        queryFulfilled.catch(() => undefined);
      },
    }),
    markAllNotificationsSeen: build.mutation<void, { type?: 'new_votes' }>({
      query: ({ type }) => ({ url: '/api/notifications', method: 'POST', params: { ...RENDERED, action: 'markAllAsSeen', type: type ?? undefined } }),
      onQueryStarted: ({ type }, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, () => {
          dispatch(
            notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) =>
              eachItem(draft, (item) => {
                if (type && item.type !== type) return;
                item.seen = true;
                item.seenAt ??= new Date().toISOString();
              }),
            ),
          );
          dispatch(alertShown(type ? UiMessages.upvoteNotificationsMarkedSeen : UiMessages.notificationsMarkedSeen));
        }),
    }),
    deleteAllNotifications: build.mutation<void, void>({
      query: () => ({ url: '/api/notifications', method: 'POST', params: { ...RENDERED, action: 'deleteAll' } }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, () => {
          dispatch(
            notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
              draft.pages = draft.pages.slice(0, 1).map((page) => ({ ...page, items: null, count: 0, next: '' }));
              draft.pageParams = draft.pageParams.slice(0, 1);
            }),
          );
          for (const patch of newCountPatches(0)) dispatch(patch);
          dispatch(alertShown(UiMessages.notificationsDeleted));
        }),
    }),
    /** Optimistic; a failure is only logged (docs/api/constants.md §8) and the item flips back. */
    markNotificationSeen: build.mutation<NotificationView, { id: number; seen: boolean }>({
      query: ({ id, seen }) => ({ url: `/api/notifications/${id}`, method: 'PUT', params: { ...RENDERED, action: 'markAsSeen', seen: String(seen) } }),
      async onQueryStarted({ id, seen }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) =>
            eachItem(draft, (item) => {
              if (item.id === id) item.seen = seen;
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch (error) {
          patch.undo();
          console.warn('Could not mark the notification as seen', error);
        }
      },
    }),
    deleteNotification: build.mutation<void, number>({
      query: (id) => ({ url: `/api/notifications/${id}`, method: 'DELETE', params: RENDERED }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => removeItem(draft, id)));
      },
    }),
  }),
});

export const {
  useGetNotificationsInfiniteQuery,
  useResetNewCountMutation,
  useMarkAllNotificationsSeenMutation,
  useDeleteAllNotificationsMutation,
  useMarkNotificationSeenMutation,
  useDeleteNotificationMutation,
} = notificationsApi;

// Marking one seen fails silently (docs/api/constants.md §8), the badge reset too (failed-call-listener.ts;
// registered here, so the names stay out of the initial JS).
for (const name of ['markNotificationSeen', 'resetNewCount']) MUTATIONS_WITH_OWN_ERROR_HANDLING.add(name);
