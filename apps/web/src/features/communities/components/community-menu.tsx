import { type Community, UiMessages } from '@app/contract';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { absoluteUrl, copyLink } from '../../../lib/share-link';

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/** The community page's menu: copy the link, or hand it to the system share sheet where there is one. */
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
      <MenuButton onClick={() => void handleCopy()}>{UiMessages.copyLink}</MenuButton>
      {canShare && <MenuButton onClick={handleShare}>{UiMessages.share}</MenuButton>}
    </DropdownMenu>
  );
}
