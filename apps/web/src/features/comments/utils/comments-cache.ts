import type { Comment, CommentsPage } from '@app/contract';

interface CommentPages {
  pages: CommentsPage[];
}

export function patchComment(draft: CommentPages, commentId: string, change: (comment: Comment) => void) {
  for (const page of draft.pages) for (const comment of page.comments) if (comment.id === commentId) change(comment);
}

/** A new comment goes first among its siblings, and its ancestors count one more reply. */
export function insertComment(draft: CommentPages, comment: Comment) {
  const ancestors = new Set(comment.ancestors ?? []);
  for (const page of draft.pages) {
    for (const existing of page.comments) {
      if (ancestors.has(existing.id)) existing.noReplies += 1;
      if (existing.id === comment.parentId) existing.noRepliesDirect += 1;
    }
  }
  const first = draft.pages[0];
  if (first) first.comments.unshift(comment);
  else draft.pages.push({ comments: [comment], next: null });
}
