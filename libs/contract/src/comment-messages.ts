/**
 * Texts of the post page's comment section that only it shows. Apart from UiMessages so that they load with
 * that page, not with every page's first JavaScript.
 */
export const CommentMessages = {
  /** Where the comment box would be, for a member banned from the post's community. */
  bannedFromCommenting: 'You are banned from this community, so you cannot comment here.',
  postDeletedNoComments: 'This post was deleted. No new comments can be posted.',
  deleteCommentTitle: 'Delete comment',
  deleteCommentConfirm: 'Are you sure you want to delete this comment? This cannot be undone.',
  /** A moderator's or admin's removal of someone else's comment. */
  removeCommentConfirm: (as: 'mods' | 'admins') =>
    `Remove this comment as ${as === 'mods' ? 'a moderator' : 'an admin'}? Its text will no longer be shown to anyone.`,
  addComment: 'Add a comment',
  collapse: 'Collapse',
  commentLocked: 'This thread is locked.',
  commentThread: (author: string) => `Comment thread of ${author}`,
  expand: 'Expand',
  hiddenAuthor: '[Hidden]',
  editComment: 'Edit comment',
  deletedBy: (role: string) => `Deleted by ${role}`,
  cantVoteDeleted: "Can't vote on a deleted comment!",
  singleCommentThread: "You're viewing a single comment's thread.",
  viewAllComments: 'View all comments',
  noCommentsYet: 'No comments yet.',
  commentNotFound: 'This comment does not exist on this post.',
  commentEmpty: 'Message body cannot be empty.',
  postComment: 'Comment',
  threadTooDeep: 'Thread too deep.',
  moreReplies: (count: number) => `${count} more replies`,
  moreComments: (count: number) => `${count} more comments`,
} as const;
