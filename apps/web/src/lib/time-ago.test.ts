import { describe, expect, it } from 'vitest';
import { formatDate, isEdited, timeAgo } from './time-ago';

const now = new Date('2024-06-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says just now under a minute', () => {
    expect(timeAgo(ago(0), now)).toBe('just now');
    expect(timeAgo(ago(59), now)).toBe('just now');
  });
  it('counts minutes, hours, days, weeks and years', () => {
    expect(timeAgo(ago(60), now)).toBe('1 minute ago');
    expect(timeAgo(ago(59 * 60), now)).toBe('59 minutes ago');
    expect(timeAgo(ago(3600 * 5), now)).toBe('5 hours ago');
    expect(timeAgo(ago(86400 * 6), now)).toBe('6 days ago');
    expect(timeAgo(ago(86400 * 7), now)).toBe('1 week ago');
    expect(timeAgo(ago(86400 * 364), now)).toBe('52 weeks ago');
    expect(timeAgo(ago(86400 * 365 * 2), now)).toBe('2 years ago');
  });
  it('treats future dates as just now', () => {
    expect(timeAgo(ago(-100), now)).toBe('just now');
  });
});

describe('formatDate and isEdited', () => {
  it('formats day, full month, year', () => {
    expect(formatDate('2024-05-01T12:00:00Z')).toBe('1 May 2024');
  });
  it('shows Edited only after the 3 minutes in which edits fold into the original', () => {
    expect(isEdited('2024-05-01T12:00:00Z', null)).toBe(false);
    expect(isEdited('2024-05-01T12:00:00Z', '2024-05-01T12:03:00Z')).toBe(false);
    expect(isEdited('2024-05-01T12:00:00Z', '2024-05-01T12:03:01Z')).toBe(true);
  });
});
