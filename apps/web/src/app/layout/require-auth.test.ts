import { describe, expect, it } from 'vitest';
import { fromLocation } from './require-auth';

describe('fromLocation', () => {
  it('returns an in-app origin', () => {
    expect(fromLocation({ from: '/new?community=general' })).toBe('/new?community=general');
  });

  it('refuses missing, foreign or protocol-relative origins', () => {
    expect(fromLocation(null)).toBeNull();
    expect(fromLocation({ from: 42 })).toBeNull();
    expect(fromLocation({ from: 'https://evil.example' })).toBeNull();
    expect(fromLocation({ from: '//evil.example/x' })).toBeNull();
    // Browsers read '/\\host' as '//host', another host: not a same-site path.
    expect(fromLocation({ from: '/\\evil.example/x' })).toBeNull();
    expect(fromLocation({ from: '/\t/evil.example/x' })).toBeNull();
  });
});
