import { SENTINEL_USERNAMES, UiMessages } from '@app/contract';
import { useId } from 'react';
import { shortenCount } from '../../lib/format-count';
import './welcome-card.css';

interface WelcomeCardProps {
  /** The initial state's `noUsers`: every account row, the site's own sentinel accounts included (docs/api/session.md §4). */
  userCount: number;
  onCreateAccountClick: () => void;
}

/** How many people signed up: `noUsers` less the sentinel accounts, which a fresh site already has. */
export function peopleJoined(userCount: number): number {
  return Math.max(0, userCount - Object.keys(SENTINEL_USERNAMES).length);
}

/** The visitors' invitation to sign up, with how many people already did. */
export function WelcomeCard({ userCount, onCreateAccountClick }: WelcomeCardProps) {
  const titleId = useId();
  const people = peopleJoined(userCount);
  return (
    <section className="welcome-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="welcome-card__title">
        {UiMessages.welcomeTitle}
      </h2>
      <p className="welcome-card__text">{UiMessages.welcomeUserCount(people, shortenCount(people))}</p>
      <button type="button" className="button button--primary button--block" onClick={onCreateAccountClick}>
        {UiMessages.createNewAccount}
      </button>
    </section>
  );
}
