import { ZERO_ID } from '@app/contract';
import { UserEntity } from '@app/server/users';
import { CommentRecord, CommentVersion } from './comment.types';
import { toComment } from './comments.mapper';
import { missingAncestorIds } from './comment-json.service';

const record = (over: Partial<CommentRecord> = {}): CommentRecord => ({
  id: 'c00000000000000000000001',
  postId: 'a00000000000000000000001',
  communityId: 'b00000000000000000000001',
  userId: 'd00000000000000000000001',
  userGroup: 'normal',
  parentId: null,
  depth: 0,
  ancestors: null,
  noReplies: 0,
  noRepliesDirect: 0,
  body: 'Hello',
  upvotes: 1,
  downvotes: 0,
  createdAt: new Date('2024-05-01T12:34:56.789Z'),
  editedAt: null,
  deletedAt: null,
  deletedBy: null,
  deletedAs: null,
  removalReason: null,
  lockedAt: null,
  lockedBy: null,
  lockedByGroup: null,
  ...over,
});

const author = { id: 'd00000000000000000000001', username: 'writer', deletedAt: null, lastSeen: new Date(), createdAt: new Date() } as UserEntity;
const view = { viewerIsMod: false, author, postPublicId: 'AbCdEf12', communityName: 'town', vote: undefined };

describe('toComment', () => {
  it('shows whole-second times, omits empty optional keys and sets viewer flags', () => {
    const visitor = toComment(record(), { ...view, viewer: null });
    expect(visitor).toMatchObject({ createdAt: '2024-05-01T12:34:56Z', userVoted: null, userVotedUp: null, username: 'writer' });
    for (const key of ['contentStripped', 'deletedAs', 'lockedByGroup', 'userGhostId', 'postTitle']) expect(visitor).not.toHaveProperty(key);
    expect(toComment(record(), { ...view, viewer: { id: 'x', isAdmin: false } })).toMatchObject({ userVoted: false, userVotedUp: null });
    expect(toComment(record(), { ...view, viewer: { id: 'x', isAdmin: false }, vote: false })).toMatchObject({ userVoted: true, userVotedUp: false });
  });

  it('strips deleted comments except for admins and, for mod deletions, the community mods', () => {
    const deleted = record({ deletedAt: new Date(), deletedAs: 'mods', body: 'kept' });
    const member = { id: 'x', isAdmin: false };
    expect(toComment(deleted, { ...view, viewer: member, vote: true })).toMatchObject({
      userId: ZERO_ID,
      username: '[Hidden]',
      userGroup: 'null',
      body: '[Deleted comment]',
      contentStripped: true,
      userVoted: null,
      userVotedUp: null,
      deletedAs: 'mods',
    });
    expect(toComment(deleted, { ...view, viewer: member, viewerIsMod: true })).toMatchObject({ body: 'kept', contentStripped: false });
    expect(toComment(record({ ...deleted, deletedAs: 'admins' }), { ...view, viewer: member, viewerIsMod: true })).toMatchObject({ contentStripped: true });
    expect(toComment(deleted, { ...view, viewer: { id: 'y', isAdmin: true } })).toMatchObject({ body: 'kept', contentStripped: false });
  });
});

describe('missingAncestorIds', () => {
  it('lists the absent ancestors of comments whose parent is outside the page', () => {
    const page: CommentVersion[] = [
      ['e3', '1', 0, 'e2', 'e1,e2', 'u', 'k'],
      ['e5', '1', 0, 'e4', 'e4', 'u', 'k'],
      ['e4', '1', 0, null, null, 'u', 'k'],
      ['e6', '1', 0, 'e2', 'e1,e2', 'u', 'k'],
    ];
    expect(missingAncestorIds(page)).toEqual(['e1', 'e2']);
  });
});
