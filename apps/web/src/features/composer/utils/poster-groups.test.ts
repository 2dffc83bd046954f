import { describe, expect, it } from 'vitest';
import { posterGroups } from './poster-groups';

describe('posterGroups', () => {
  it('lets members speak only for themselves', () => {
    expect(posterGroups({ isAdmin: false }, { userMod: false })).toEqual(['normal']);
    expect(posterGroups({ isAdmin: false }, null)).toEqual(['normal']);
  });

  it('adds the moderators for a community the poster moderates, and the admins for admins', () => {
    expect(posterGroups({ isAdmin: false }, { userMod: true })).toEqual(['normal', 'mods']);
    expect(posterGroups({ isAdmin: true }, { userMod: null })).toEqual(['normal', 'admins']);
    expect(posterGroups({ isAdmin: true }, { userMod: true })).toEqual(['normal', 'mods', 'admins']);
  });
});
