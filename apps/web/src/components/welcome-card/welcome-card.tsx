import { UiMessages } from '@app/contract';
import { useId } from 'react';
import { shortenCount } from '../../lib/format-count';
import './welcome-card.css';

interface WelcomeCardProps {
  userCount: number;
  onCreateAccountClick: () => void;
}

/** The visitors' invitation to sign up, with how many people already did. */
export function WelcomeCard({ userCount, onCreateAccountClick }: WelcomeCardProps) {
  const titleId = useId();
  return (
    <section className="welcome-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="welcome-card__title">
        {UiMessages.welcomeTitle}
      </h2>
      <p className="welcome-card__text">{UiMessages.welcomeUserCount(userCount, shortenCount(userCount))}</p>
      <button type="button" className="button button--primary button--block" onClick={onCreateAccountClick}>
        {UiMessages.createNewAccount}
      </button>
    </section>
  );
}
