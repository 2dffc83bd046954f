import { ModerationMessages } from '@app/contract';
import { Suspense, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { lazyNamed } from '../../../app/lazy-named';
import { loginPromptOpened } from '../../../components/modal/modals.slice';
import { useCurrentUser } from '../../../lib/use-session';
import { RequestCommunityModal } from './request-community-modal';

const CreateCommunityModal = lazyNamed(() => import('./create-community-modal'), 'CreateCommunityModal');

/**
 * The all-communities page's New button, 'Create community' for admins (docs/screens.md §1: only admins create
 * communities); other members get the request form, visitors the login prompt.
 */
export function NewCommunityButton() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [isOpen, setIsOpen] = useState(false);
  const isAdmin = Boolean(user?.isAdmin);
  const handleClick = () => {
    if (user) setIsOpen(true);
    else dispatch(loginPromptOpened());
  };
  const close = () => setIsOpen(false);
  return (
    <>
      <button
        type="button"
        className="button button--primary button--sm"
        aria-haspopup="dialog"
        onClick={handleClick}
        onPointerEnter={isAdmin ? () => void CreateCommunityModal.preload() : undefined}
      >
        {isAdmin ? ModerationMessages.createCommunity : ModerationMessages.newCommunity}
      </button>
      {isOpen &&
        (isAdmin ? (
          <Suspense fallback={null}>
            <CreateCommunityModal onClose={close} />
          </Suspense>
        ) : (
          <RequestCommunityModal onClose={close} />
        ))}
    </>
  );
}
