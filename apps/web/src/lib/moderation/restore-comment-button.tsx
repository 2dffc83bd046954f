import { type Comment, ModlogMessages, type UserGroup } from '@app/contract';
import { useAppDispatch } from '../../app/hooks';
import { alertShown } from '../../components/alerts/alerts.slice';
import { failedCallMessage } from '../api-error';
import { useRestoreCommentMutation } from './moderation.api';

/**
 * Restore under a comment removed by moderators or admins, for those who may undo it: the community's moderators
 * a moderators' removal, admins any (docs/moderation-log.md).
 */
export function RestoreCommentButton({ comment, postPublicId, officialGroup }: { comment: Comment; postPublicId: string; officialGroup: UserGroup | null }) {
  const dispatch = useAppDispatch();
  const [restore, { isLoading }] = useRestoreCommentMutation();
  const removedBy = comment.deletedAs;
  const may = officialGroup === 'admins' ? removedBy === 'mods' || removedBy === 'admins' : officialGroup === 'mods' && removedBy === 'mods';
  if (!may) return null;
  const onRestore = async () => {
    try {
      await restore({ postPublicId, commentId: comment.id }).unwrap();
    } catch (failure) {
      dispatch(alertShown(failedCallMessage(failure), { kind: 'error' }));
    }
  };
  return (
    <button type="button" className="button button--ghost button--sm" disabled={isLoading} onClick={() => void onRestore()}>
      {ModlogMessages.restore}
    </button>
  );
}
