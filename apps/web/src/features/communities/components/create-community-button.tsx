import { ModerationMessages } from '@app/contract';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../app/lazy-named';

const CreateCommunityModal = lazyNamed(() => import('./create-community-modal'), 'CreateCommunityModal');

/** Beside the home feed, under 'Create post': admins only (docs/screens.md §2, Navigation chrome), so the caller checks. */
export function CreateCommunityButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--block"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        onPointerEnter={() => void CreateCommunityModal.preload()}
      >
        {ModerationMessages.createCommunity}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <CreateCommunityModal onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
