import { describe, expect, it } from 'vitest';
import { banRequestBody, canBan, usernamesMatch } from './ban';

describe('ban flow', () => {
  it('accepts the typed username in any letter case, and nothing else', () => {
    expect(usernamesMatch('ALICE', 'alice')).toBe(true);
    expect(usernamesMatch(' alice ', 'Alice')).toBe(true);
    expect(usernamesMatch('alic', 'alice')).toBe(false);
    expect(usernamesMatch('', 'alice')).toBe(false);
  });

  it('sends deleteContentDays 0 only when the content goes too, and unban_user to unban', () => {
    expect(banRequestBody('alice', true, true)).toEqual({ action: 'ban_user', username: 'alice', deleteContentDays: 0 });
    expect(banRequestBody('alice', true, false)).toEqual({ action: 'ban_user', username: 'alice' });
    expect(banRequestBody('alice', false, true)).toEqual({ action: 'unban_user', username: 'alice' });
  });

  it('is offered to admins on other, non-admin, not deleted accounts', () => {
    const user = { id: 'u2', isAdmin: false, deleted: false };
    expect(canBan({ id: 'u1', isAdmin: true }, user)).toBe(true);
    expect(canBan({ id: 'u1', isAdmin: false }, user)).toBe(false);
    expect(canBan(null, user)).toBe(false);
    expect(canBan({ id: 'u2', isAdmin: true }, { ...user, isAdmin: true })).toBe(false);
    expect(canBan({ id: 'u1', isAdmin: true }, { ...user, isAdmin: true })).toBe(false);
    expect(canBan({ id: 'u1', isAdmin: true }, { ...user, deleted: true })).toBe(false);
  });
});
