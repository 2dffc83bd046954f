import { UiMessages } from '@app/contract';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { loginPromptOpened } from '../../../components/modal/modals.slice';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/use-session';
import { useAddCommentMutation } from '../comments.api';

interface CommentBoxProps {
  publicId: string;
  parentCommentId: string | null;
  onDone?: () => void;
  isAutoFocus?: boolean;
}

/** Textarea for a new comment or reply; Ctrl+Enter sends. */
export function CommentBox({ publicId, parentCommentId, onDone, isAutoFocus = false }: CommentBoxProps) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addComment, { isLoading }] = useAddCommentMutation();
  const id = useId();

  const submit = async () => {
    if (!user) return void dispatch(loginPromptOpened());
    if (body.trim() === '') return setError(UiMessages.commentEmpty);
    setError(null);
    try {
      await addComment({ publicId, parentCommentId, body, userGroup: 'normal' }).unwrap();
      setBody('');
      onDone?.();
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : undefined;
      setError(code?.startsWith('banned') ? UiMessages.bannedFromCommunity : isApiError(failure) ? failure.message : UiMessages.genericError);
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  };

  return (
    <form className="comment-box" onSubmit={handleSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {parentCommentId ? UiMessages.reply : UiMessages.addComment}
      </label>
      <textarea
        id={id}
        className="comment-box__input"
        placeholder={UiMessages.addComment}
        value={body}
        rows={parentCommentId ? 3 : 4}
        autoFocus={isAutoFocus}
        onChange={(event) => setBody(event.target.value)}
        onFocus={() => !user && dispatch(loginPromptOpened())}
        onKeyDown={handleKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="comment-box__actions">
        {onDone && (
          <button type="button" className="button button--ghost button--sm" onClick={onDone}>
            {UiMessages.cancel}
          </button>
        )}
        <button type="submit" className="button button--primary button--sm" disabled={isLoading}>
          {parentCommentId ? UiMessages.reply : UiMessages.postComment}
        </button>
      </div>
    </form>
  );
}
