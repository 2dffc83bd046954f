import { describe, expect, it } from 'vitest';
import { hasSignupErrors, validateSignup, validateSignupUsername } from './signup-validation';

const valid = { username: 'alice', email: '', password: 'longenough', repeatPassword: 'longenough' };

describe('validateSignup', () => {
  it('accepts a valid form without email', () => {
    expect(validateSignup(valid)).toEqual({});
    expect(hasSignupErrors(validateSignup(valid))).toBe(false);
  });

  it('checks the username: empty, then shorter than 4', () => {
    expect(validateSignupUsername('  ')).toBe('Username cannot be empty.');
    expect(validateSignupUsername('abc')).toBe('Username too short.');
    expect(validateSignupUsername('abcd')).toBeNull();
  });

  it('rejects passwords under 8 characters and mismatched repeats', () => {
    expect(validateSignup({ ...valid, password: 'short', repeatPassword: 'short' })).toEqual({
      password: 'Password too weak.',
    });
    expect(validateSignup({ ...valid, repeatPassword: 'different1' })).toEqual({
      repeatPassword: 'Passwords do not match.',
    });
    expect(validateSignup({ ...valid, repeatPassword: '' })).toEqual({ repeatPassword: 'Please repeat the password.' });
  });

  it('checks the email only when one is given', () => {
    expect(validateSignup({ ...valid, email: 'not an email' })).toEqual({ email: 'Enter a valid email address.' });
    expect(validateSignup({ ...valid, email: 'a@b' })).toEqual({ email: 'Enter a valid email address.' });
    expect(validateSignup({ ...valid, email: 'alice@example.org' })).toEqual({});
  });

  it('reports every problem at once', () => {
    const errors = validateSignup({ username: '', email: 'x', password: '', repeatPassword: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'repeatPassword', 'username']);
    expect(hasSignupErrors(errors)).toBe(true);
  });
});
