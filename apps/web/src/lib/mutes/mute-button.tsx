import { UiMessages } from '@app/contract';
import { useMuteToggle } from './use-mutes';

/** The profile's Mute/Unmute button for a user; nothing for visitors and on one's own profile. */
export function MuteUserButton({ userId, username }: { userId: string; username: string }) {
  const { muted, canMute, toggle } = useMuteToggle({ kind: 'user', id: userId, name: username });
  if (!canMute) return null;
  return (
    <button type="button" className="button button--sm profile-header__mute" aria-pressed={muted} onClick={() => void toggle()}>
      {muted ? UiMessages.unmuteUser(username) : UiMessages.muteUser(username)}
    </button>
  );
}
