import { type Post, PostExtrasMessages, UiMessages, type UserGroup } from '@app/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { NO_REASON, reasonParams, RemovalReasonFields } from '../../../lib/moderation/removal-reason-fields';
import { useRemovePostMutation } from '../../../lib/moderation/moderation.api';
import { useDeletePostContentMutation } from '../post-extras.api';
import { useDeletePostMutation } from '../posts.api';

interface PostDeleteDialogProps {
  post: Post;
  /** The capacities the viewer may delete in, their own first ('normal' for the author). */
  deleteAs: readonly UserGroup[];
  onClose: () => void;
}

/**
 * Asks before deleting a post: in which capacity where the viewer has more than one (an author who also
 * moderates), and whether its content goes too, which the author and admins may choose and moderators may not.
 */
export function PostDeleteDialog({ post, deleteAs, onClose }: PostDeleteDialogProps) {
  const [as, setAs] = useState<UserGroup>(deleteAs[0] ?? 'normal');
  const [alsoContent, setAlsoContent] = useState(false);
  const [deletePost] = useDeletePostMutation();
  const [deletePostContent] = useDeletePostContentMutation();
  const [removePost] = useRemovePostMutation();
  const [reason, setReason] = useState(NO_REASON);
  const groupName = useId();
  const canDeleteContent = as !== 'mods';
  const confirm = () => {
    const args = { publicId: post.publicId, id: post.id, deleteAs: as };
    // A removal by moderators or admins carries its reason (docs/moderation-log.md).
    if (as !== 'normal') return removePost({ ...args, deleteContent: alsoContent && canDeleteContent, ...reasonParams(reason) }).unwrap();
    return (alsoContent && canDeleteContent ? deletePostContent(args) : deletePost(args)).unwrap();
  };
  return (
    <ConfirmDialog
      title={PostExtrasMessages.deletePostTitle}
      text={UiMessages.deletePostConfirm}
      confirmLabel={UiMessages.delete}
      onConfirm={confirm}
      onClose={onClose}
    >
      {deleteAs.length > 1 && (
        <fieldset className="dialog-form__choices">
          <legend>{PostExtrasMessages.deleteAsLabel}</legend>
          {deleteAs.map((group) => (
            <label key={group} className="dialog-form__choice">
              <input type="radio" name={groupName} value={group} checked={as === group} onChange={() => setAs(group)} />
              {PostExtrasMessages.deleteAsOptions[group]}
            </label>
          ))}
        </fieldset>
      )}
      {as !== 'normal' && <RemovalReasonFields communityId={post.communityId} value={reason} onChange={setReason} />}
      {canDeleteContent && (
        <label className="dialog-form__choice">
          <input type="checkbox" checked={alsoContent} onChange={(event) => setAlsoContent(event.target.checked)} />
          {PostExtrasMessages.alsoDeleteContent}
        </label>
      )}
    </ConfirmDialog>
  );
}
