import { DomainError } from '@app/server/core/errors';
import { encodeCommentsCursor, parseCommentsCursor, parseUserGroup } from './comment-rules';

const keyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).key;
  }
  return 'none';
};

describe('comments cursor', () => {
  it('round-trips "{upvotes}.{id}"', () => {
    const cursor = { upvotes: 42, id: '17f2a0c1b3d4e5f600112233' };
    expect(parseCommentsCursor(encodeCommentsCursor(cursor))).toEqual(cursor);
    expect(parseCommentsCursor(undefined)).toBeNull();
    expect(parseCommentsCursor('')).toBeNull();
  });

  it.each(['x', '1', '1.', '.17f2a0c1b3d4e5f600112233', '-1.17f2a0c1b3d4e5f600112233', '1.17F2A0C1B3D4E5F600112233', '3000000000.17f2a0c1b3d4e5f600112233'])(
    'refuses %p with invalid_cursor',
    (raw) => expect(keyOf(() => parseCommentsCursor(raw))).toBe('INVALID_CURSOR'),
  );
});

describe('user groups', () => {
  it('defaults, accepts the three groups and refuses others', () => {
    expect(parseUserGroup(undefined)).toBe('normal');
    expect(parseUserGroup('', 'mods')).toBe('mods');
    expect(parseUserGroup('admins')).toBe('admins');
    expect(keyOf(() => parseUserGroup('null'))).toBe('INVALID_USER_GROUP');
  });
});
