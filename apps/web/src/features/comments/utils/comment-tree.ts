import type { Comment } from '@app/contract';

export interface CommentNode {
  comment: Comment;
  children: CommentNode[];
}

/**
 * Builds the tree from the flat pages (parentId links), keeping the pages' order among siblings.
 * Duplicates (ancestors repeated across pages) are dropped; comments whose parent is missing are roots.
 */
export function buildCommentTree(comments: Comment[]): CommentNode[] {
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

/** Number of nodes in a subtree list, to tell how many replies are on screen. */
export function countNodes(nodes: CommentNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}

export function findNode(nodes: CommentNode[], id: string): CommentNode | null {
  for (const node of nodes) {
    if (node.comment.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}
