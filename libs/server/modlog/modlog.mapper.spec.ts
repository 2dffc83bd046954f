import { DomainError } from '@app/server/core/errors';
import type { ModlogEntryRow } from './modlog.entity';
import { decodeModlogCursor, encodeModlogCursor, toModlogEntry } from './modlog.mapper';

const row: ModlogEntryRow = {
  id: '42',
  actorId: 'a'.repeat(24),
  actorName: 'alice',
  actorDeleted: false,
  actedAs: 'mod',
  action: 'ban_user',
  communityId: 'c'.repeat(24),
  communityName: 'gardening',
  targetType: 'user',
  targetId: 'b'.repeat(24),
  targetUserName: 'bob',
  targetUserDeleted: false,
  targetTitle: null,
  targetPath: null,
  reason: 'Spam',
  createdAt: new Date('2026-11-28T10:00:00.123Z'),
};

describe('toModlogEntry', () => {
  it('names the moderator and links the target user', () => {
    expect(toModlogEntry(row, true)).toEqual({
      id: '42',
      action: 'ban_user',
      actedAs: 'mod',
      actor: 'alice',
      communityName: 'gardening',
      target: { type: 'user', id: 'b'.repeat(24), title: 'bob', url: '/@bob' },
      reason: 'Spam',
      createdAt: '2026-11-28T10:00:00Z',
    });
  });

  it('hides an anonymous community’s moderator but never an admin', () => {
    expect(toModlogEntry(row, false).actor).toBeNull();
    expect(toModlogEntry({ ...row, actedAs: 'admin' }, false).actor).toBe('alice');
  });

  it('shows erased accounts as the ghost, with no profile link', () => {
    const entry = toModlogEntry({ ...row, actorDeleted: true, targetUserDeleted: true }, true);
    expect(entry.actor).toBe('ghost');
    expect(entry.target).toEqual({ type: 'user', id: 'b'.repeat(24), title: 'ghost', url: null });
  });

  it('keeps a post’s title snapshot and path', () => {
    const entry = toModlogEntry(
      { ...row, action: 'remove_post', targetType: 'post', targetId: 'abc', targetTitle: 'A title', targetPath: '/gardening/post/abc' },
      true,
    );
    expect(entry.target).toEqual({ type: 'post', id: 'abc', title: 'A title', url: '/gardening/post/abc' });
  });
});

describe('modlog cursors', () => {
  it('round-trip PostgreSQL’s own text of the time (microseconds kept)', () => {
    const next = encodeModlogCursor({ createdAt: new Date(), id: '9001', createdAtMicros: '2026-11-28 10:00:00.123456+00' });
    expect(decodeModlogCursor(next)).toMatchObject({ createdAtText: '2026-11-28 10:00:00.123456+00', id: '9001' });
  });

  it.each(['', 'zzz', Buffer.from('not a cursor').toString('base64url'), Buffer.from('2026-11-28 10:00:00+00|x').toString('base64url')])(
    'refuses %j',
    (next) => {
      expect(() => decodeModlogCursor(next)).toThrow(DomainError);
    },
  );
});
