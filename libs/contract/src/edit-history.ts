import type { DateTime } from './entities';

/**
 * Edit history, our extension of the API (docs/api-notes.md "Edit history"): `GET /api/posts/{publicId}/versions`
 * and `GET /api/comments/{commentId}/versions`. Each answer lists the current text first, then every text an
 * edit replaced, newest first; `createdAt` is when that text was first shown (the post's or comment's
 * creation, or the edit that wrote it). Edits within `EDIT_GRACE_MS` (edit-grace.ts) of posting fold into the original.
 */
export interface PostVersion {
  title: string;
  body: string | null;
  link: string | null;
  createdAt: DateTime;
}

export interface CommentVersion {
  body: string;
  createdAt: DateTime;
}

export interface PostVersions {
  versions: PostVersion[];
}

export interface CommentVersions {
  versions: CommentVersion[];
}

/**
 * Texts of the edit history dialog. Apart from UiMessages because only its lazy chunk uses them: the home
 * route's initial JS does not carry them.
 */
export const EditHistoryMessages = {
  openHistory: 'Show edit history',
  title: 'Edit history',
  close: 'Close',
  loading: 'Loading the edit history…',
  failed: 'The edit history could not be loaded.',
  retry: 'Try again',
  empty: 'This has not been edited.',
  current: 'Current version',
  original: 'Original',
  editedAt: 'Edited',
  postedAt: 'Posted',
  inserted: 'added:',
  deleted: 'removed:',
  insertedEnd: 'end of addition',
  deletedEnd: 'end of removal',
  titleLabel: 'Title',
  bodyLabel: 'Text',
  linkLabel: 'Link',
  unchanged: 'No change to the text.',
  legend: 'Added words are underlined, removed words struck through.',
} as const;
