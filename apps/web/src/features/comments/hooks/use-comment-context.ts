import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useInitialState } from '../../../lib/use-session';
import { type HighlightRange, parseHighlightRange } from '../utils/comment-display';

const NO_MUTES: ReadonlySet<string> = new Set();

/**
 * Ids of the users the viewer muted, from the initial state. The server does not fill these (nor
 * `Comment.isAuthorMuted`) until the mutes area lands; this is the hook point the comment tree
 * already reads, so muted authors start collapsed as soon as either side has the data.
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
