import { EDIT_GRACE_MS, UiMessages } from '@app/contract';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const YEAR = 365 * DAY;

/** Time ago (docs/api/constants.md §9): just now, minutes, hours, days under 7, weeks under a year, years. */
export function timeAgo(date: string | Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / 1000));
  if (seconds < MINUTE) return UiMessages.justNow;
  if (seconds < HOUR) return UiMessages.timeAgo(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return UiMessages.timeAgo(Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return UiMessages.timeAgo(Math.floor(seconds / DAY), 'day');
  if (seconds < YEAR) return UiMessages.timeAgo(Math.floor(seconds / WEEK), 'week');
  return UiMessages.timeAgo(Math.floor(seconds / YEAR), 'year');
}

/** Dates as day, full month name, year: '1 May 2024'. */
export function formatDate(date: string | Date): string {
  return new Date(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * The 'Edited' marker shows for edits more than EDIT_GRACE_MS after creation: the server folds earlier ones into the
 * original and keeps no version of them (docs/api-notes.md "Edit history"), so the marker appears exactly when there
 * is a history to open.
 */
export function isEdited(createdAt: string, editedAt: string | null): boolean {
  return editedAt !== null && new Date(editedAt).getTime() - new Date(createdAt).getTime() > EDIT_GRACE_MS;
}

/**
 * What `date.toLocaleString()` writes, for tooltips. The first date formatter of a page loads the browser's
 * locale data: 150 to 600 ms of main thread on a phone (4x CPU slowdown), measured in a Lighthouse trace
 * where the feed's first render paid it. So nothing formats before it is asked to (see dateTooltipProps).
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;

export function formatDateTime(date: string | Date): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return dateTimeFormat.format(new Date(date));
}

/** Props that give an element the full date as its tooltip, formatted when the pointer first arrives. */
export function dateTooltipProps(date: string): { onMouseEnter: (event: { currentTarget: HTMLElement }) => void } {
  return {
    onMouseEnter: ({ currentTarget }) => {
      if (!currentTarget.title) currentTarget.title = formatDateTime(date);
    },
  };
}
