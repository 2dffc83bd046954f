import { useAppDispatch } from '../../app/hooks';
import { useCurrentUser, useInitialState } from '../use-session';
import { isMuted, type MuteTarget } from './mute-state';

/**
 * Mute state and toggle for one user or community. The state is `_initial.mutes`, which the mute
 * calls keep current, so every menu agrees. The calls themselves load on the first press: the post
 * card is on the first page and the mutes code is not needed to draw it.
 * `canMute` is false for visitors and for the viewer's own account (nobody mutes themself).
 */
export function useMuteToggle(target: MuteTarget) {
  const dispatch = useAppDispatch();
  const viewer = useCurrentUser();
  const mutes = useInitialState()?.mutes;
  const muted = isMuted(mutes, target);
  const canMute = Boolean(viewer) && !(target.kind === 'user' && viewer?.id === target.id);
  const toggle = async () => {
    const { mutesApi } = await import('./mutes.api');
    // Failures are reported by the endpoints' own handlers; the rejection needs no further handling.
    const call = muted ? dispatch(mutesApi.endpoints.unmute.initiate(target)) : dispatch(mutesApi.endpoints.mute.initiate(target));
    await call.unwrap().catch(() => undefined);
  };
  return { muted, canMute, toggle };
}
