import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useInitialState } from '../../../lib/use-session';
import { type HighlightRange, parseHighlightRange } from '../utils/comment-display';

const NO_MUTES: ReadonlySet<string> = new Set();

/**
 * Ids of the users the viewer muted, from the initial state, which the mute calls keep current
 * (lib/mutes), so a comment tree shown after a mute starts that author's comments collapsed.
 */
export function useMutedUserIds(): ReadonlySet<string> {
  const userMutes = useInitialState()?.mutes.userMutes;
  return useMemo(() => {
    const ids = (userMutes ?? []).map((mute) => mute.mutedUserId).filter((id): id is string => Boolean(id));
    return ids.length ? new Set(ids) : NO_MUTES;
  }, [userMutes]);
}

/** The `highlightFrom` / `highlightTo` range of the current URL, if any. */
export function useHighlightRange(): HighlightRange | null {
  const [params] = useSearchParams();
  const from = params.get('highlightFrom');
  const to = params.get('highlightTo');
  return useMemo(() => parseHighlightRange(new URLSearchParams({ highlightFrom: from ?? '', highlightTo: to ?? '' })), [from, to]);
}
