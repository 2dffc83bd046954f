import type { Comment } from '@app/contract';
import { useLayoutEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { commentsApi } from '../comments.api';

/**
 * Puts the first comment page the post answer embeds (`comments`, `commentsNext`) into the
 * comment cache, so the post page does not ask the server for the same page twice. An entry that
 * already exists (a revisit with more pages loaded) is kept. Returns whether the comment query may
 * subscribe: before the seed lands it would fetch the first page itself.
 */
export function useSeedComments(publicId: string, comments: Comment[] | null, next: string | null): boolean {
  const dispatch = useAppDispatch();
  const selectEntry = useMemo(() => commentsApi.endpoints.getComments.select(publicId), [publicId]);
  const hasEntry = useAppSelector((state) => selectEntry(state).status !== 'uninitialized');

  useLayoutEffect(() => {
    if (hasEntry) return;
    const page = { comments: comments ?? [], next };
    dispatch(commentsApi.util.upsertQueryEntries([{ endpointName: 'getComments', arg: publicId, value: { pages: [page], pageParams: [null] } }]));
  }, [dispatch, hasEntry, publicId, comments, next]);

  return hasEntry;
}
