import type { FeedPage, MutesSet, Post } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { addMute, dropMutedPosts, feedExcludes, removeMute } from './feed-mutes';
import { isMuted } from './mute-state';

function post(id: string, userId: string, communityId: string, pins: Partial<Pick<Post, 'isPinned' | 'isPinnedSite'>> = {}): Post {
  return { id, userId, communityId, isPinned: false, isPinnedSite: false, ...pins } as Post;
}

function emptySet(): MutesSet {
  return { communityMutes: [], userMutes: [] };
}

const ids = (pages: FeedPage[]) => pages.flatMap((page) => (page.posts ?? []).map((p) => p.id));

describe('mute set', () => {
  it('adds a stand-in mute once and finds it by kind and id', () => {
    const set = emptySet();
    addMute(set, { kind: 'user', id: 'u1', name: 'ann' }, new Date('2026-01-01T00:00:00Z'));
    addMute(set, { kind: 'user', id: 'u1', name: 'ann' });
    expect(set.userMutes).toEqual([{ id: 'pending_user_u1', type: 'user', mutedUserId: 'u1', createdAt: '2026-01-01T00:00:00.000Z' }]);
    expect(isMuted(set, { kind: 'user', id: 'u1' })).toBe(true);
    // The same id as a community is a different target.
    expect(isMuted(set, { kind: 'community', id: 'u1' })).toBe(false);
    expect(isMuted(undefined, { kind: 'user', id: 'u1' })).toBe(false);
  });

  it('removes only the named mute', () => {
    const set = emptySet();
    addMute(set, { kind: 'community', id: 'c1', name: 'cats' });
    addMute(set, { kind: 'community', id: 'c2', name: 'dogs' });
    addMute(set, { kind: 'user', id: 'c1', name: 'ann' });
    removeMute(set, { kind: 'community', id: 'c1' });
    expect(set.communityMutes.map((mute) => mute.mutedCommunityId)).toEqual(['c2']);
    expect(set.userMutes).toHaveLength(1);
  });
});

describe('feeds a mute empties (docs/api/mutes.md "Effects of muting")', () => {
  it('a muted user leaves all, home and community feeds; a muted community leaves all only', () => {
    expect(feedExcludes({ feed: 'all' }, 'user')).toBe(true);
    expect(feedExcludes({ feed: 'home' }, 'user')).toBe(true);
    expect(feedExcludes({ feed: 'all', communityId: 'c1' }, 'user')).toBe(true);
    expect(feedExcludes({ feed: 'all' }, 'community')).toBe(true);
    expect(feedExcludes({ feed: 'home' }, 'community')).toBe(false);
    expect(feedExcludes({ feed: 'all', communityId: 'c1' }, 'community')).toBe(false);
  });

  it('drops the community’s posts from all across pages, keeping site pins', () => {
    const pages: FeedPage[] = [
      { posts: [post('p1', 'u1', 'c1', { isPinnedSite: true }), post('p2', 'u2', 'c1'), post('p3', 'u2', 'c2', { isPinned: true })], next: 'x' },
      { posts: [post('p4', 'u3', 'c1', { isPinned: true }), post('p5', 'u3', 'c2')], next: null },
      { posts: null, next: null },
    ];
    dropMutedPosts(pages, { feed: 'all' }, { kind: 'community', id: 'c1' });
    // p4 is pinned in its community only, which does not pin it in `all`.
    expect(ids(pages)).toEqual(['p1', 'p3', 'p5']);
  });

  it('leaves home untouched for a community mute', () => {
    const pages: FeedPage[] = [{ posts: [post('p1', 'u1', 'c1')], next: null }];
    dropMutedPosts(pages, { feed: 'home' }, { kind: 'community', id: 'c1' });
    expect(ids(pages)).toEqual(['p1']);
  });

  it('drops a user’s posts from a community feed, keeping the community’s pins', () => {
    const pages: FeedPage[] = [{ posts: [post('p1', 'u1', 'c1', { isPinned: true }), post('p2', 'u1', 'c1'), post('p3', 'u2', 'c1')], next: null }];
    dropMutedPosts(pages, { feed: 'all', communityId: 'c1' }, { kind: 'user', id: 'u1' });
    expect(ids(pages)).toEqual(['p1', 'p3']);
  });
});
