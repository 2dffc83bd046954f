import type { FeedPage, MutesSet, Success } from '@app/contract';
import { ChromeConstants, UiMessages } from '@app/contract';
import type { AppDispatch, RootState } from '../../app/store';
import { alertShown } from '../../components/alerts/alerts.slice';
import { api } from '../api';
import { failedCallMessage } from '../api-error';
import { sessionApi } from '../session.api';
import { addMute, dropMutedPosts, type FeedScope, removeMute } from './feed-mutes';
import type { MuteTarget } from './mute-state';

/**
 * The feed caches belong to the posts feature, which lib/ does not import; their entries are the
 * posts API's `getFeed` infinite query, keyed by its FeedArgs (a FeedScope plus the sort) and holding
 * the contract's FeedPages.
 */
type UpdateFeed = (endpoint: 'getFeed', args: FeedScope, recipe: (draft: { pages: FeedPage[] }) => void) => ReturnType<typeof api.util.updateQueryData>;
const updateFeed = api.util.updateQueryData as unknown as UpdateFeed;

// Loaded on the first Mute/Unmute press (see use-mutes.ts), so none of this weighs on the first page.

/** 5 s for mute notices (docs/api/constants.md §9, alert duration); shown with a fixed id so repeated presses replace it. */
const MUTE_ALERT_ID = 'mute';

function patchMutes(dispatch: AppDispatch, change: (set: MutesSet, communities: { id: string; isMuted: boolean }[]) => void) {
  return dispatch(
    sessionApi.util.updateQueryData('getInitialState', undefined, (draft) => {
      change(draft.mutes, draft.communities ?? []);
    }),
  ).undo;
}

/** Takes the target's posts out of every cached feed the server would leave them out of. */
function dropFromFeeds(dispatch: AppDispatch, getState: () => unknown, target: MuteTarget) {
  const undos: (() => void)[] = [];
  for (const entry of api.util.selectInvalidatedBy(getState() as RootState, [{ type: 'Feed', id: 'LIST' }])) {
    if (entry.endpointName !== 'getFeed') continue;
    const args = entry.originalArgs as FeedScope;
    const patch = updateFeed('getFeed', args, (draft) => dropMutedPosts(draft.pages, args, target));
    undos.push(dispatch(patch).undo);
  }
  return () => undos.forEach((undo) => undo());
}

function failed(dispatch: AppDispatch, failure: unknown) {
  dispatch(alertShown(failedCallMessage((failure as { error?: unknown }).error), { kind: 'error' }));
}

export const mutesApi = api.injectEndpoints({
  endpoints: (build) => ({
    mute: build.mutation<MutesSet, MuteTarget>({
      query: (target) => ({ url: '/api/mutes', method: 'POST', body: target.kind === 'user' ? { userId: target.id } : { communityId: target.id } }),
      async onQueryStarted(target, { dispatch, getState, queryFulfilled }) {
        const undoMutes = patchMutes(dispatch, (set, communities) => {
          addMute(set, target);
          for (const community of communities) if (target.kind === 'community' && community.id === target.id) community.isMuted = true;
        });
        const undoFeeds = dropFromFeeds(dispatch, getState, target);
        try {
          const { data } = await queryFulfilled;
          patchMutes(dispatch, (set) => Object.assign(set, data));
          const text = target.kind === 'user' ? UiMessages.mutedUser(target.name) : UiMessages.mutedCommunity(target.name);
          dispatch(alertShown(text, { id: MUTE_ALERT_ID, durationMs: ChromeConstants.muteAlertDurationMs }));
        } catch (failure) {
          undoMutes();
          undoFeeds();
          failed(dispatch, failure);
        }
      },
    }),
    // The unmuted posts come back by refetching the feeds: the client never had the ones it did not show.
    unmute: build.mutation<Success, MuteTarget>({
      query: (target) => ({
        url: `/api/mutes/${target.kind === 'user' ? 'users' : 'communities'}/${encodeURIComponent(target.id)}`,
        method: 'DELETE',
      }),
      async onQueryStarted(target, { dispatch, queryFulfilled }) {
        const undoMutes = patchMutes(dispatch, (set, communities) => {
          removeMute(set, target);
          for (const community of communities) if (target.kind === 'community' && community.id === target.id) community.isMuted = false;
        });
        try {
          await queryFulfilled;
          dispatch(api.util.invalidateTags([{ type: 'Feed', id: 'LIST' }]));
          const text = target.kind === 'user' ? UiMessages.unmutedUser(target.name) : UiMessages.unmutedCommunity(target.name);
          dispatch(alertShown(text, { id: MUTE_ALERT_ID, durationMs: ChromeConstants.muteAlertDurationMs }));
        } catch (failure) {
          undoMutes();
          failed(dispatch, failure);
        }
      },
    }),
  }),
});
