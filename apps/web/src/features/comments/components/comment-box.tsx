import { UiMessages, type UserGroup, CommentMessages } from '@app/contract';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { loginPromptOpened } from '../../../components/modal/modals.slice';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/use-session';
import { useAddCommentMutation } from '../comments.api';
import { CommentBodyField } from './comment-body-field';

/** The wait before the one retry of a comment refused with 429 (docs/api/constants.md §9). */
const RETRY_AFTER_MS = 2000;

interface CommentBoxProps {
  publicId: string;
  parentCommentId: string | null;
  /** Mods and admins may post in that capacity ('Speaking officially'); null hides the option. */
  officialGroup?: UserGroup | null;
  onDone?: () => void;
  onAdded?: () => void;
  isAutoFocus?: boolean;
}

function errorText(failure: unknown): string {
  if (!isApiError(failure)) return UiMessages.genericError;
  // Upstream sends 'banned-from-community', its client expected 'banned_from_community' (docs/api/comments.md).
  if (failure.code?.startsWith('banned')) return UiMessages.bannedFromCommunity;
  return failure.isNetworkError ? UiMessages.networkError : failure.message;
}

/** Textarea for a new comment or reply; Ctrl+Enter sends. */
export function CommentBox({ publicId, parentCommentId, officialGroup = null, onDone, onAdded, isAutoFocus = false }: CommentBoxProps) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [body, setBody] = useState('');
  const [isOfficial, setIsOfficial] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [addComment, { isLoading }] = useAddCommentMutation();
  const [isRetrying, setIsRetrying] = useState(false);

  const send = () => addComment({ publicId, parentCommentId, body, userGroup: officialGroup && isOfficial ? officialGroup : 'normal' }).unwrap();
  const submit = async () => {
    if (!user) return void dispatch(loginPromptOpened());
    if (isLoading || isRetrying) return;
    if (body.trim() === '') return setError(CommentMessages.commentEmpty);
    setError(null);
    try {
      try {
        await send();
      } catch (failure) {
        if (!isApiError(failure) || failure.status !== 429) throw failure;
        setIsRetrying(true);
        await new Promise((resolve) => window.setTimeout(resolve, RETRY_AFTER_MS));
        await send();
      }
      setBody('');
      setIsOfficial(false);
      onAdded?.();
      onDone?.();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setIsRetrying(false);
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
      <CommentBodyField
        label={parentCommentId ? UiMessages.reply : CommentMessages.addComment}
        error={error}
        placeholder={CommentMessages.addComment}
        value={body}
        rows={parentCommentId ? 3 : 4}
        autoFocus={isAutoFocus}
        onChange={(event) => setBody(event.target.value)}
        onFocus={() => !user && dispatch(loginPromptOpened())}
        onKeyDown={handleKeyDown}
      />
      <div className="comment-box__actions cluster">
        {officialGroup && (
          <label className="comment-box__official">
            <input type="checkbox" checked={isOfficial} onChange={(event) => setIsOfficial(event.target.checked)} />
            {UiMessages.speakingOfficially}
            <span className="tag">{UiMessages.groupLabels[officialGroup]}</span>
          </label>
        )}
        {onDone && (
          <button type="button" className="button button--ghost button--sm" onClick={onDone}>
            {UiMessages.cancel}
          </button>
        )}
        <button type="submit" className="button button--primary button--sm" disabled={isLoading || isRetrying}>
          {parentCommentId ? UiMessages.reply : CommentMessages.postComment}
        </button>
      </div>
    </form>
  );
}
