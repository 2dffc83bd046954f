import { UiMessages, CommentMessages } from '@app/contract';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { failedCallMessage } from '../../../lib/api-error';
import { useLazyGetRepliesQuery } from '../comments.api';

interface MoreRepliesButtonProps {
  publicId: string;
  commentId: string;
  count: number;
}

/** '{n} more replies': loads every descendant of the comment at once (`?parentId=`). */
export function MoreRepliesButton({ publicId, commentId, count }: MoreRepliesButtonProps) {
  const dispatch = useAppDispatch();
  const [loadReplies, { isFetching }] = useLazyGetRepliesQuery();
  // All descendants came back: a count that still disagrees (deleted replies the server keeps
  // counting, say) must not leave a button that loads nothing new.
  const [isDone, setIsDone] = useState(false);
  if (isDone) return null;

  const handleClick = async () => {
    const result = await loadReplies({ publicId, parentId: commentId });
    if (result.error) {
      dispatch(alertShown(failedCallMessage(result.error), { kind: 'error' }));
      return;
    }
    setIsDone(true);
  };
  return (
    <button type="button" className="link-button comment__more-replies" disabled={isFetching} onClick={() => void handleClick()}>
      {isFetching ? UiMessages.loading : CommentMessages.moreReplies(count)}
    </button>
  );
}
