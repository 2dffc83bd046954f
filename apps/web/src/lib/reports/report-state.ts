import type { User } from '@app/contract';

// Only what the menus need: the modal's error texts (and the Errors table) load with the modal, in report-errors.ts.
export type ReportType = 'post' | 'comment';

/** What is reported: the item, and its author (nobody reports their own content, docs/screens.md §5). */
export interface ReportTarget {
  type: ReportType;
  id: string;
  authorId: string;
}

/**
 * Whether the viewer is offered Report: everyone but the author, visitors included (they get the login
 * prompt when they press it). The server does not refuse one's own content; the client hides it (docs/screens.md §5).
 */
export function canReport(viewer: Pick<User, 'id'> | null, target: Pick<ReportTarget, 'authorId'>): boolean {
  return viewer === null || viewer.id !== target.authorId;
}
