import { ModlogMessages, type Post } from '@app/contract';
import { useAppDispatch } from '../../app/hooks';
import { alertShown } from '../../components/alerts/alerts.slice';
import { failedCallMessage } from '../api-error';
import { useRestorePostMutation } from './moderation.api';

/** Restore for a post removed by moderators or admins whose content was kept (docs/moderation-log.md). */
export function RestorePostButton({ post, onRestored, className = 'button button--secondary' }: { post: Post; onRestored?: () => void; className?: string }) {
  const dispatch = useAppDispatch();
  const [restore, { isLoading }] = useRestorePostMutation();
  if (!post.deleted || post.deletedContent || (post.deletedAs !== 'mods' && post.deletedAs !== 'admins')) return null;
  const onRestore = async () => {
    try {
      await restore({ publicId: post.publicId, id: post.id }).unwrap();
      dispatch(alertShown(ModlogMessages.restored, { id: 'restore' }));
      onRestored?.();
    } catch (failure) {
      dispatch(alertShown(failedCallMessage(failure), { id: 'restore', kind: 'error' }));
    }
  };
  return (
    <button type="button" className={className} disabled={isLoading} onClick={() => void onRestore()}>
      {ModlogMessages.restore}
    </button>
  );
}
