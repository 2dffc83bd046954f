import { describe, expect, it } from 'vitest';
import { backTarget, isDeeperPage } from './back-button';

describe('isDeeperPage', () => {
  it('keeps the logo on the feeds and the bottom bar destinations', () => {
    for (const path of ['/', '/subscriptions', '/all', '/communities', '/notifications', '/new', '/search', '/communities/']) {
      expect(isDeeperPage(path)).toBe(false);
    }
  });

  it('shows Back on community, post, profile and static pages', () => {
    for (const path of ['/general', '/general/post/abc123', '/@alice', '/@alice/lists', '/settings', '/about']) {
      expect(isDeeperPage(path)).toBe(true);
    }
  });
});

describe('backTarget', () => {
  it('steps back within the visit', () => {
    expect(backTarget('k3j2x1')).toBe(-1);
  });

  it('goes home from a page opened directly', () => {
    expect(backTarget('default')).toBe('/');
  });
});
