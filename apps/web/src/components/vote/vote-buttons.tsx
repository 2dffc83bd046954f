import { UiMessages } from '@app/contract';
import { shortenCount } from '../../lib/format-count';
import { type Votable, voteDirection } from '../../lib/vote-state';
import './vote-buttons.css';

interface VoteButtonsProps {
  item: Votable;
  onVote: (up: boolean) => void;
  isDisabled?: boolean;
}

function Arrow({ down }: { down?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" style={down ? { transform: 'rotate(180deg)' } : undefined}>
      <path d="M12 4l7 8h-4v8H9v-8H5z" fill="currentColor" />
    </svg>
  );
}

function VoteButton({ up, pressed, isDisabled, onVote }: { up: boolean; pressed: boolean; isDisabled: boolean; onVote: (up: boolean) => void }) {
  return (
    <button
      type="button"
      className={`vote__button vote__button--${up ? 'up' : 'down'}`}
      aria-label={up ? UiMessages.upvote : UiMessages.downvote}
      aria-pressed={pressed}
      disabled={isDisabled}
      onClick={() => onVote(up)}
    >
      <Arrow down={!up} />
    </button>
  );
}

/** Up and down buttons with the score between; pressed state exposed to screen readers. */
export function VoteButtons({ item, onVote, isDisabled = false }: VoteButtonsProps) {
  const direction = voteDirection(item);
  const score = item.upvotes - item.downvotes;
  return (
    <div className={`vote vote--${direction}`}>
      <VoteButton up pressed={direction === 'up'} isDisabled={isDisabled} onVote={onVote} />
      <span className="vote__count" aria-label={UiMessages.votes(shortenCount(score))} data-testid="vote-count">
        {shortenCount(score)}
      </span>
      <VoteButton up={false} pressed={direction === 'down'} isDisabled={isDisabled} onVote={onVote} />
    </div>
  );
}
