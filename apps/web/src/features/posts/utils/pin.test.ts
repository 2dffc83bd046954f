import { describe, expect, it } from 'vitest';
import { applyPin, pinOptions } from './pin';

const post = { isPinned: false, isPinnedSite: false, deleted: false };

describe('pinOptions', () => {
  it('gives nothing to other users', () => {
    expect(pinOptions(post, { isMod: false, isAdmin: false })).toEqual([]);
  });

  it('gives moderators the community pin, toggling the current flag', () => {
    expect(pinOptions(post, { isMod: true, isAdmin: false })).toEqual([{ siteWide: false, pin: true }]);
    expect(pinOptions({ ...post, isPinned: true }, { isMod: true, isAdmin: false })).toEqual([{ siteWide: false, pin: false }]);
  });

  it('gives admins the community and the site-wide pin', () => {
    expect(pinOptions({ ...post, isPinnedSite: true }, { isMod: false, isAdmin: true })).toEqual([
      { siteWide: false, pin: true },
      { siteWide: true, pin: false },
    ]);
  });

  it('offers only unpinning on a deleted post', () => {
    expect(pinOptions({ ...post, deleted: true, isPinnedSite: true }, { isMod: true, isAdmin: true })).toEqual([{ siteWide: true, pin: false }]);
  });
});

describe('applyPin', () => {
  it('sets the flag of the pin kind', () => {
    const copy = { ...post };
    applyPin(copy, { siteWide: true, pin: true });
    expect(copy).toMatchObject({ isPinned: false, isPinnedSite: true });
    applyPin(copy, { siteWide: false, pin: true });
    expect(copy).toMatchObject({ isPinned: true, isPinnedSite: true });
  });
});
