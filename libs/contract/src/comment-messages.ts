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
} as const;
