/**
 * Edits within this long after posting fold into the original: no version is kept, `editedAt` does not move, and
 * no 'Edited' marker shows (docs/api-notes.md "Edit history"). A module of its own so the feeds' marker pulls
 * nothing else into the first screen's JavaScript (a shared module would become a chunk of its own there).
 */
export const EDIT_GRACE_MS = 3 * 60 * 1000;
