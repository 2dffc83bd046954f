import type { UserGroup } from '@app/contract';
import { createContext, useContext } from 'react';
import type { HighlightRange } from '../utils/comment-display';

/** What every comment of one post's tree reads; a context rather than props through 15 levels. */
export interface CommentTreeSettings {
  publicId: string;
  /** The post page's path, for each comment's permalink (`{postPath}/{commentId}`). */
  postPath: string;
  isPostLocked: boolean;
  /** The viewer is banned from the post's community: no Reply (the server refuses it). */
  isBanned: boolean;
  /** The capacity the viewer may speak officially in here, null for everyone else. */
  officialGroup: UserGroup | null;
  mutedUserIds: ReadonlySet<string>;
  highlight: HighlightRange | null;
  focusedCommentId: string | null;
  /** Counts a comment posted here: the post's `noComments` (another feature's cache) stays as loaded. */
  onCommentAdded: () => void;
}

export const CommentTreeContext = createContext<CommentTreeSettings | null>(null);

export function useCommentTree(): CommentTreeSettings {
  const settings = useContext(CommentTreeContext);
  if (!settings) throw new Error('useCommentTree outside CommentSection');
  return settings;
}
