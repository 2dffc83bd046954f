import type { Comment, CommentsPage } from '@app/contract';

/** The infinite query's data: the comment pages in load order. */
export interface CommentPages {
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

/** Page order (docs/api/comments.md): upvotes descending, then id descending. */
function byPageOrder(a: Comment, b: Comment): number {
  return b.upvotes - a.upvotes || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * Merges a batch of comments loaded outside the pages (a comment's replies, a focused thread):
 * copies already loaded are refreshed in place, so the tree keeps its order; new ones are added to
 * the last page in page order, so they sit among their siblings as a page would have put them.
 * The last page, because 'N more comments' reads its cursor from there and must keep it.
 */
export function mergeComments(draft: CommentPages, batch: readonly Comment[]) {
  const loaded = new Map<string, Comment>();
  for (const page of draft.pages) for (const comment of page.comments) if (!loaded.has(comment.id)) loaded.set(comment.id, comment);
  const added: Comment[] = [];
  for (const comment of batch) {
    const existing = loaded.get(comment.id);
    if (existing) Object.assign(existing, comment);
    else if (!added.some((other) => other.id === comment.id)) added.push(comment);
  }
  if (added.length === 0) return;
  added.sort(byPageOrder);
  const last = draft.pages[draft.pages.length - 1];
  if (last) last.comments.push(...added);
  else draft.pages.push({ comments: added, next: null });
}
