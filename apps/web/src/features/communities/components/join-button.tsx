import { type Community, UiMessages } from '@app/contract';
import { useAppDispatch } from '../../../app/hooks';
import { loginPromptOpened } from '../../../components/modal/modals.slice';
import { useCurrentUser } from '../../../lib/use-session';
import { useJoinCommunityMutation } from '../communities.api';

/** Join / Joined toggle; guests get the login prompt. */
export function JoinButton({ community }: { community: Community }) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [join, { isLoading }] = useJoinCommunityMutation();
  const isJoined = Boolean(community.userJoined);
  const handleClick = () => {
    if (isLoading) return;
    if (!user) return void dispatch(loginPromptOpened());
    if (
      isJoined &&
      community.userMod &&
      !window.confirm(`You will no longer be a moderator of '${community.name}' if you leave the community. Are you sure you want to leave?`)
    )
      return;
    void join({ community, leave: isJoined });
  };
  // aria-disabled rather than disabled while the call runs, so keyboard focus stays on the button.
  return (
    <button
      type="button"
      className={`button button--sm ${isJoined ? 'button--secondary' : 'button--primary'}`}
      aria-pressed={isJoined}
      aria-disabled={isLoading}
      onClick={handleClick}
    >
      {isJoined ? UiMessages.joined : UiMessages.join}
    </button>
  );
}
