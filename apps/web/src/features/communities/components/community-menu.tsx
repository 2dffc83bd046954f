import { type Community, UiMessages } from '@app/contract';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { MoreIcon } from '../../../components/icons/more-icon';
import { absoluteUrl } from '../../../lib/share-link';
import { useLinkSharing } from '../../../lib/use-link-sharing';
import { MuteMenuItem } from '../../../lib/mutes/mute-menu-item';

/** The community page's menu: mute/unmute (signed-in viewers), copy the link, or hand it to the system share sheet where there is one. */
export function CommunityMenu({ community }: { community: Community }) {
  const url = absoluteUrl(`/${community.name}`);
  const canShare = typeof navigator.share === 'function';
  const { handleCopy, handleShare } = useLinkSharing(url, community.name);
  return (
    <DropdownMenu trigger={<MoreIcon />} label={UiMessages.communityOptions} triggerClassName="icon-button">
      <MuteMenuItem target={{ kind: 'community', id: community.id, name: community.name }} />
      <MenuButton onClick={() => void handleCopy()}>{UiMessages.copyLink}</MenuButton>
      {canShare && <MenuButton onClick={handleShare}>{UiMessages.share}</MenuButton>}
    </DropdownMenu>
  );
}
