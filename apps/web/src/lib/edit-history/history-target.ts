/** Whose edit history a dialog shows: a post by its publicId, or a comment by its id. */
export type HistoryTarget = { type: 'post'; publicId: string } | { type: 'comment'; id: string };
