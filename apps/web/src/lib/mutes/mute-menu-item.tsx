import { UiMessages } from '@app/contract';
import { MenuButton } from '../../components/menu/menu-items';
import { useMuteToggle } from './use-mutes';
import type { MuteTarget } from './mute-state';

function label(target: MuteTarget, muted: boolean): string {
  if (target.kind === 'user') return muted ? UiMessages.unmuteUser(target.name) : UiMessages.muteUser(target.name);
  return muted ? UiMessages.unmuteCommunity(target.name) : UiMessages.muteCommunity(target.name);
}

/** "Mute …" / "Unmute …" for a menu; renders nothing where muting is not offered (visitors, oneself). */
export function MuteMenuItem({ target }: { target: MuteTarget }) {
  const { muted, canMute, toggle } = useMuteToggle(target);
  if (!canMute) return null;
  return <MenuButton onClick={() => void toggle()}>{label(target, muted)}</MenuButton>;
}
