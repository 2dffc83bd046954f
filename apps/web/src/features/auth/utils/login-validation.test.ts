import { AuthMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('names what is missing', () => {
    expect(validateLogin('', '')).toBe('Username and password empty.');
    expect(validateLogin('  ', 'secret123')).toBe('Username empty.');
    expect(validateLogin('alice', ' ')).toBe('Password empty.');
  });

  it('accepts a filled form', () => {
    expect(validateLogin('alice', 'secret123')).toBeNull();
    expect(AuthMessages.loginBothEmpty).toBe('Username and password empty.');
  });
});
