import { UiMessages } from '@app/contract';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { loginPromptOpened } from '../../../components/modal/modals.slice';
import { useCurrentUser } from '../../../lib/use-session';
import { RequestCommunityModal } from './request-community-modal';
import './communities.css';

/** The request-a-community card; guests get the login prompt instead of the form. */
export function RequestCommunityCard() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const handleClick = () => {
    if (user) setIsOpen(true);
    else dispatch(loginPromptOpened());
  };
  return (
    <section className="card request-community-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="request-community-card__title">
        {UiMessages.requestCommunityCardTitle}
      </h2>
      <p className="request-community-card__body">{UiMessages.requestCommunityCardBody}</p>
      <button type="button" className="button button--primary button--sm" onClick={handleClick}>
        {UiMessages.requestCommunity}
      </button>
      {isOpen && <RequestCommunityModal onClose={() => setIsOpen(false)} />}
    </section>
  );
}
