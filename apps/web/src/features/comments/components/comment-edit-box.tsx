import { UiMessages, CommentMessages } from '@app/contract';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useEditCommentMutation } from '../comments.api';
import { CommentBodyField } from './comment-body-field';

interface CommentEditBoxProps {
  publicId: string;
  commentId: string;
  initialBody: string;
  onDone: () => void;
}

/** The author's edit of their comment, in place of its text; Ctrl+Enter saves, Escape cancels. */
export function CommentEditBox({ publicId, commentId, initialBody, onDone }: CommentEditBoxProps) {
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const [editComment, { isLoading }] = useEditCommentMutation();

  const save = async () => {
    if (isLoading) return;
    if (body.trim() === '') return setError(CommentMessages.commentEmpty);
    if (body === initialBody) return onDone();
    setError(null);
    try {
      await editComment({ publicId, commentId, body }).unwrap();
      onDone();
    } catch (failure) {
      setError(isApiError(failure) ? (failure.isNetworkError ? UiMessages.networkError : failure.message) : UiMessages.genericError);
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
    if (event.key === 'Escape') onDone();
  };

  return (
    <form className="comment-box" onSubmit={handleSubmit}>
      <CommentBodyField
        label={CommentMessages.editComment}
        error={error}
        value={body}
        rows={4}
        autoFocus
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className="comment-box__actions cluster">
        <button type="button" className="button button--ghost button--sm" onClick={onDone}>
          {UiMessages.cancel}
        </button>
        <button type="submit" className="button button--primary button--sm" disabled={isLoading}>
          {UiMessages.saveEdit}
        </button>
      </div>
    </form>
  );
}
