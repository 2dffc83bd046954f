import type { Community } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { withMembership } from './sidebar-communities';

const community = (id: string, name: string) => ({ id, name }) as Community;
const names = (list: Community[] | null) => list?.map((c) => c.name) ?? null;

describe('withMembership', () => {
  it('adds a joined community in name order, ignoring case', () => {
    const list = [community('1', 'apple'), community('2', 'Cherry')];
    expect(names(withMembership(list, community('3', 'banana'), true))).toEqual(['apple', 'banana', 'Cherry']);
  });

  it('does not list a community twice', () => {
    const list = [community('1', 'apple')];
    expect(names(withMembership(list, community('1', 'apple'), true))).toEqual(['apple']);
  });

  it('removes a community that was left, and answers null once none remain', () => {
    const list = [community('1', 'apple'), community('2', 'banana')];
    expect(names(withMembership(list, community('1', 'apple'), false))).toEqual(['banana']);
    expect(withMembership([community('1', 'apple')], community('1', 'apple'), false)).toBeNull();
  });

  it('starts from an empty list', () => {
    expect(names(withMembership(null, community('1', 'apple'), true))).toEqual(['apple']);
  });
});
