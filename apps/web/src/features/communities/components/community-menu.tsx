import { type Community, UiMessages } from '@app/contract';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { MoreIcon } from '../../../components/icons/more-icon';
import { absoluteUrl, copyLink } from '../../../lib/share-link';
import { MuteMenuItem } from '../../../lib/mutes/mute-menu-item';

/** The community page's menu: mute/unmute (signed-in viewers), copy the link, or hand it to the system share sheet where there is one. */
export function CommunityMenu({ community }: { community: Community }) {
  const dispatch = useAppDispatch();
  const url = absoluteUrl(`/${community.name}`);
  const canShare = typeof navigator.share === 'function';
  const handleCopy = async () => {
    const result = await copyLink(url);
    dispatch(alertShown(result.message, { id: 'copy-link', kind: result.ok ? 'info' : 'error' }));
  };
  const handleShare = () => {
    // A dismissed share sheet rejects; that is the user's choice, not an error to report.
    navigator.share({ title: community.name, url }).catch(() => undefined);
  };
  return (
    <DropdownMenu trigger={<MoreIcon />} label={UiMessages.communityOptions} triggerClassName="icon-button">
      <MuteMenuItem target={{ kind: 'community', id: community.id, name: community.name }} />
      <MenuButton onClick={() => void handleCopy()}>{UiMessages.copyLink}</MenuButton>
      {canShare && <MenuButton onClick={handleShare}>{UiMessages.share}</MenuButton>}
    </DropdownMenu>
  );
}
