import { describe, expect, it } from 'vitest';
import { aboutMeLength, capAboutMe, changedFields, emailError, formFromUser, isDirty } from './settings-form';
import { testUser } from './test-user';

const user = testUser({ aboutMe: 'Hello', replyNotificationsOff: true });

describe('settings form', () => {
  it('reads the account, a missing email and about text as empty fields', () => {
    const form = formFromUser({ ...user, aboutMe: null });
    expect(form.email).toBe('');
    expect(form.aboutMe).toBe('');
    expect(form.replyNotificationsOff).toBe(true);
  });

  it('sends only what changed, the email trimmed; nothing changed means Save stays off', () => {
    const saved = formFromUser(user);
    expect(isDirty(saved, { ...saved })).toBe(false);
    expect(changedFields(saved, { ...saved })).toEqual({});
    const edited = { ...saved, email: '  me@example.com ', homeFeed: 'subscriptions' as const, embedsOff: true };
    expect(isDirty(saved, edited)).toBe(true);
    expect(changedFields(saved, edited)).toEqual({ email: 'me@example.com', homeFeed: 'subscriptions', embedsOff: true });
    // Back to the saved value: clean again.
    expect(isDirty(saved, { ...edited, email: '', homeFeed: 'all', embedsOff: false })).toBe(false);
  });

  it("accepts an empty email, refuses a malformed one with 'Enter a valid email address.'", () => {
    expect(emailError('')).toBeNull();
    expect(emailError('   ')).toBeNull();
    expect(emailError('me@example.com')).toBeNull();
    expect(emailError('me@example')).toBe('Enter a valid email address.');
    expect(emailError('me @example.com')).toBe('Enter a valid email address.');
  });

  it('caps the about text at 10,000 code points', () => {
    const emoji = '😀';
    const long = emoji.repeat(10_001);
    expect(aboutMeLength(capAboutMe(long))).toBe(10_000);
    expect(capAboutMe('short')).toBe('short');
    expect(aboutMeLength(emoji)).toBe(1);
  });
});
