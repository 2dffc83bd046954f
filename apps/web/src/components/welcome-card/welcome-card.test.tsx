import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { peopleJoined, WelcomeCard } from './welcome-card';

const text = (userCount: number) => renderToString(<WelcomeCard userCount={userCount} onCreateAccountClick={() => undefined} />);

describe('WelcomeCard', () => {
  it('does not count the two sentinel accounts (ghost, nobody) as people', () => {
    expect(peopleJoined(2)).toBe(0);
    expect(peopleJoined(3)).toBe(1);
    expect(peopleJoined(1_502)).toBe(1_500);
  });

  it('says nobody has joined on a fresh site, whose only accounts are the sentinels', () => {
    expect(text(2)).toContain('Nobody has joined yet.');
    expect(text(0)).toContain('Nobody has joined yet.');
  });

  it('counts one person in the singular and more in the plural, shortened', () => {
    expect(text(3)).toContain('1 person has joined so far.');
    expect(text(1_502)).toContain('1.5k people have joined so far.');
  });
});
