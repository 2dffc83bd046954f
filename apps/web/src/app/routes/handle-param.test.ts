import { describe, expect, it } from 'vitest';
import { parseHandle } from './handle-param';

describe('parseHandle', () => {
  it('reads @name as a user and anything else as a community', () => {
    expect(parseHandle('@alice')).toEqual({ kind: 'user', name: 'alice' });
    expect(parseHandle('general')).toEqual({ kind: 'community', name: 'general' });
  });

  it('rejects a bare @ and a missing segment', () => {
    expect(parseHandle('@')).toBeNull();
    expect(parseHandle(undefined)).toBeNull();
  });
});
