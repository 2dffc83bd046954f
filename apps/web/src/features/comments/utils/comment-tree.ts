import type { Comment } from '@app/contract';

export interface CommentNode {
  comment: Comment;
  children: CommentNode[];
}

/**
 * Builds the tree from the flat pages (parentId links), keeping the pages' order among siblings.
 * Duplicates (ancestors repeated across pages) are dropped, first copy wins. A comment whose
 * parent is not loaded becomes a root: the focused-comment route loads a thread without its
 * ancestors, and callers that show the whole post keep only `isTopLevel` roots.
 */
export function buildCommentTree(comments: readonly Comment[]): CommentNode[] {
  const nodes = new Map<string, CommentNode>();
  for (const comment of comments) if (!nodes.has(comment.id)) nodes.set(comment.id, { comment, children: [] });
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.comment.parentId ? nodes.get(node.comment.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function isTopLevel(node: CommentNode): boolean {
  return node.comment.parentId === null;
}

/** Number of nodes in a subtree list, to tell how many replies are on screen. */
export function countNodes(nodes: readonly CommentNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}

/** Replies the server counted that are not loaded yet: the '{n} more replies' button. */
export function missingReplies(node: CommentNode): number {
  return Math.max(0, node.comment.noReplies - countNodes(node.children));
}

export function findNode(nodes: readonly CommentNode[], id: string): CommentNode | null {
  for (const node of nodes) {
    if (node.comment.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** The id of the top-level comment a comment hangs under (itself when top-level). */
export function threadRootId(comment: Pick<Comment, 'id' | 'ancestors'>): string {
  return comment.ancestors?.[0] ?? comment.id;
}

/**
 * Whether a freshly loaded page starts a thread that is not on screen yet. 'N more comments'
 * keeps loading pages until one does, so the press visibly adds something (docs/api/comments.md): a page
 * of deep replies to threads already shown would otherwise look like nothing happened.
 */
export function hasNewThread(page: readonly Pick<Comment, 'id' | 'ancestors'>[], shownRootIds: ReadonlySet<string>): boolean {
  return page.some((comment) => !shownRootIds.has(threadRootId(comment)));
}
