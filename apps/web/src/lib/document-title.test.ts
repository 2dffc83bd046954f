import { describe, expect, it } from 'vitest';
import { titleWithNotifications } from './document-title';

describe('titleWithNotifications', () => {
  it('adds the count in front', () => {
    expect(titleWithNotifications('Quorum', 3)).toBe('(3) Quorum');
  });

  it('replaces an earlier count instead of stacking them', () => {
    expect(titleWithNotifications('(3) Quorum', 12)).toBe('(12) Quorum');
  });

  it('removes the prefix when nothing is unread', () => {
    expect(titleWithNotifications('(3) Quorum', 0)).toBe('Quorum');
    expect(titleWithNotifications('Quorum', 0)).toBe('Quorum');
  });

  it('leaves parentheses that are part of the title', () => {
    expect(titleWithNotifications('(draft) Quorum', 0)).toBe('(draft) Quorum');
    expect(titleWithNotifications('(draft) Quorum', 1)).toBe('(1) (draft) Quorum');
  });
});
