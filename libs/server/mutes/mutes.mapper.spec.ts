import { Community, User } from '@app/contract';
import { muteWireId, parseMuteWireId, toMutesSet } from './mutes.mapper';

describe('mute wire ids', () => {
  it('round-trip "u_{n}" and "c_{n}"', () => {
    expect(muteWireId({ kind: 'user', n: 7 })).toBe('u_7');
    expect(muteWireId({ kind: 'community', n: 12 })).toBe('c_12');
    expect(parseMuteWireId('u_7')).toEqual({ kind: 'user', n: 7 });
    expect(parseMuteWireId('c_2147483647')).toEqual({ kind: 'community', n: 2147483647 });
  });

  it.each(['', 'u', 'u_', 'u_0', 'u_007', 'c_-1', 'x_1', 'U_1', 'u_1 ', 'u_1.5', 'c_2147483648', 'u_99999999999'])('refuses %j', (id) => {
    expect(parseMuteWireId(id)).toBeNull();
  });
});

describe('toMutesSet', () => {
  const at = new Date('2026-11-25T10:00:00.000Z');
  const user = { id: 'a'.repeat(24), username: 'pest' } as User;
  const community = { id: 'b'.repeat(24), name: 'loud' } as Community;

  it('fills each target, keeps creation order and the docs/api/entities.md key order, and leaves out what could not be loaded', () => {
    const set = toMutesSet(
      {
        users: [
          { kind: 'user', n: 3, targetId: user.id, createdAt: at },
          { kind: 'user', n: 4, targetId: 'c'.repeat(24), createdAt: at },
        ],
        communities: [{ kind: 'community', n: 1, targetId: community.id, createdAt: at }],
      },
      new Map([[user.id, user]]),
      new Map([[community.id, community]]),
    );
    expect(set).toEqual({
      communityMutes: [{ id: 'c_1', type: 'community', mutedCommunityId: community.id, createdAt: '2026-11-25T10:00:00Z', mutedCommunity: community }],
      userMutes: [{ id: 'u_3', type: 'user', mutedUserId: user.id, createdAt: '2026-11-25T10:00:00Z', mutedUser: user }],
    });
    expect(Object.keys(set.userMutes[0])).toEqual(['id', 'type', 'mutedUserId', 'createdAt', 'mutedUser']);
  });
});
