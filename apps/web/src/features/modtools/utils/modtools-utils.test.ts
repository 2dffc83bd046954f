import type { CommunityRule, Report } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { banErrorText, banExpires } from './ban';
import { refusalText } from './errors';
import { canRemoveModerator } from './mod-hierarchy';
import { pageCount, pageItems } from './pagination';
import { reportTargetPath } from './report-target';
import { ruleBody, sortRules, swapRuleOrder } from './rules';
import { parseModtoolsPath } from './subpages';

const apiError = (status: number, message: string, code?: string) => ({ status, message, code, isNetworkError: false });

function rule(id: number, zIndex: number): CommunityRule {
  return { id, zIndex, rule: `Rule ${id}`, description: null, communityId: 'c', createdBy: 'u', createdAt: '2026-01-01T00:00:00Z' };
}

describe('parseModtoolsPath', () => {
  // The bare path redirects; the seven subpages are known, and nothing else.
  it.each([
    ['', 'redirect'],
    ['/', 'redirect'],
    ['reports', 'reports'],
    ['rules/', 'rules'],
    ['Reports', 'not-found'],
    ['reports/1', 'not-found'],
    ['users', 'not-found'],
  ])('reads %j as %s', (path, page) => {
    expect(parseModtoolsPath(path)).toBe(page);
  });
});

describe('pageItems', () => {
  it('lists every page under 10', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it('shows the first 8, a gap, the current page and the last from 10 pages on', () => {
    expect(pageItems(2, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageItems(10, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 10, 'gap', 20]);
    expect(pageItems(19, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 20]);
  });
  it('counts pages of 10, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});

describe('canRemoveModerator', () => {
  const mods = [{ username: 'Senior' }, { username: 'middle' }, { username: 'junior' }];
  it('lets a moderator remove those after them and themselves, not those before', () => {
    const viewer = { username: 'middle', isAdmin: false };
    expect(canRemoveModerator(mods, viewer, 'senior')).toBe(false);
    expect(canRemoveModerator(mods, viewer, 'middle')).toBe(true);
    expect(canRemoveModerator(mods, viewer, 'Junior')).toBe(true);
  });
  it('lets an admin remove anyone, and a non-moderator no one', () => {
    expect(canRemoveModerator(mods, { username: 'root', isAdmin: true }, 'Senior')).toBe(true);
    expect(canRemoveModerator(mods, { username: 'root', isAdmin: false }, 'junior')).toBe(false);
  });
});

describe('rules order', () => {
  it('sorts by zIndex then id', () => {
    expect(sortRules([rule(3, 2), rule(1, 1), rule(2, 1)]).map((r) => r.id)).toEqual([1, 2, 3]);
  });
  it('swaps zIndex with the neighbour and reports both as changed', () => {
    const result = swapRuleOrder([rule(1, 1), rule(2, 2), rule(3, 3)], 2, -1);
    expect(result?.rules.map((r) => [r.id, r.zIndex])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
    expect(result?.changed.map((r) => [r.id, r.zIndex])).toEqual([
      [3, 2],
      [2, 3],
    ]);
  });
  it('moves past an equal zIndex by changing only the moved rule', () => {
    const result = swapRuleOrder([rule(1, 1), rule(2, 1)], 0, 1);
    expect(result?.changed.map((r) => [r.id, r.zIndex])).toEqual([[1, 2]]);
    expect(sortRules(result?.rules ?? []).map((r) => r.id)).toEqual([2, 1]);
  });
  it('refuses a move off either end', () => {
    expect(swapRuleOrder([rule(1, 1)], 0, -1)).toBeNull();
    expect(swapRuleOrder([rule(1, 1), rule(2, 2)], 1, 1)).toBeNull();
  });
  it('trims the form and sends an empty description as null', () => {
    expect(ruleBody('  Be kind ', '  ')).toEqual({ rule: 'Be kind', description: null });
    expect(ruleBody('x', ' why ')).toEqual({ rule: 'x', description: 'why' });
  });
});

describe('bans', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  it('sends no expiry for a permanent ban and an RFC 3339 time otherwise', () => {
    expect(banExpires('permanent', now)).toBeNull();
    expect(banExpires('day', now)).toBe('2026-03-02T12:00:00.000Z');
    expect(banExpires('month', now)).toBe('2026-03-31T12:00:00.000Z');
  });
  it("maps 404, 409 and 403 to the error catalogue's texts", () => {
    expect(banErrorText(apiError(404, 'User not found.', 'user_not_found'), 'bob')).toBe('No user with username exists.');
    expect(banErrorText(apiError(409, "There's a duplicate row.", 'conflict'), 'bob')).toBe('bob is already banned.');
    expect(banErrorText(apiError(403, 'Neither an admin nor a mod.', 'not_admin_nor_mod'), 'bob')).toBe('Forbidden.');
  });
});

describe('refusalText', () => {
  it("shows a refusal's own reason and the shared texts for the rest", () => {
    expect(refusalText(apiError(403, 'User is lower on the mod hierarchy.', 'lower-mod'))).toBe('User is lower on the mod hierarchy.');
    expect(refusalText(apiError(409, 'Conflict'))).toBe('Conflict');
    expect(refusalText(apiError(500, 'boom'))).toBe('Something went wrong.');
    expect(refusalText(apiError(429, 'Whoah, slow down there!'))).toBe('Whoah, slow down there!');
  });
});

describe('reportTargetPath', () => {
  it('opens a post, a comment under its post, or nothing when gone', () => {
    expect(reportTargetPath({ type: 'post', target: { publicId: 'abc' } } as unknown as Report, 'cats')).toBe('/cats/post/abc');
    expect(reportTargetPath({ type: 'comment', target: { id: 'c1', postPublicId: 'abc' } } as unknown as Report, 'cats')).toBe('/cats/post/abc/c1');
    expect(reportTargetPath({ type: 'post', target: null }, 'cats')).toBeNull();
  });
});
