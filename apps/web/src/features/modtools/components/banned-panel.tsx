import { type Community, ModtoolsMessages } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBanCommunityUserMutation, useGetBannedUsersQuery, useUnbanCommunityUserMutation } from '../modtools.api';
import { BAN_DURATIONS, type BanDuration, banErrorText, banExpires } from '../utils/ban';
import { usePanelAlerts } from '../hooks/use-panel-alerts';
import { PanelDialogButton, PanelFrame, PanelList } from './panel-frame';
import { UsernameDialog } from './username-dialog';

/** Users banned from the community (docs/api/communities.md, Banned users): ban by username, unban after 'Are you sure?'. */
export function BannedPanel({ community }: { community: Community }) {
  const { announce, run } = usePanelAlerts('modtools-ban');
  const query = useGetBannedUsersQuery(community.id);
  const [banUser] = useBanCommunityUserMutation();
  const [unbanUser] = useUnbanCommunityUserMutation();
  const [isOpen, setIsOpen] = useState(false);
  const [duration, setDuration] = useState<BanDuration>('permanent');

  const handleBan = async (username: string): Promise<string | null> => {
    try {
      const banned = await banUser({ communityId: community.id, username, expires: banExpires(duration, new Date()) }).unwrap();
      setIsOpen(false);
      announce(ModtoolsMessages.userBanned(banned.username));
      return null;
    } catch (failure) {
      return banErrorText(failure, username);
    }
  };

  const handleUnban = async (username: string) => {
    if (!window.confirm(ModtoolsMessages.confirm)) return;
    await run(() => unbanUser({ communityId: community.id, username }).unwrap(), ModtoolsMessages.userUnbanned(username));
  };

  const openButton = (
    <PanelDialogButton
      label={ModtoolsMessages.banUser}
      onOpen={() => {
        setDuration('permanent');
        setIsOpen(true);
      }}
    />
  );
  return (
    <PanelFrame title={ModtoolsMessages.pages.banned} actions={openButton}>
      <PanelList query={query} items={query.data} emptyText={ModtoolsMessages.noBanned}>
        {(users) => (
          <ul className="modtools-list">
            {users.map((user) => (
              <li key={user.id} className="modtools-item modtools-item--row">
                <Link className="modtools-item__user" to={`/@${user.username}`}>
                  @{user.username}
                </Link>
                <div className="modtools-item__actions">
                  <button type="button" className="button button--ghost button--sm" onClick={() => void handleUnban(user.username)}>
                    {ModtoolsMessages.unban}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelList>
      {isOpen && (
        <UsernameDialog title={ModtoolsMessages.banTitle} submitLabel={ModtoolsMessages.banSubmit} onSubmit={handleBan} onClose={() => setIsOpen(false)}>
          <fieldset className="dialog-form__choices">
            <legend>{ModtoolsMessages.banDurationLegend}</legend>
            {BAN_DURATIONS.map((value) => (
              <label key={value} className="dialog-form__choice">
                <input type="radio" name="ban-duration" value={value} checked={duration === value} onChange={() => setDuration(value)} />
                <span className="dialog-form__choice-text">{ModtoolsMessages.banDurations[value]}</span>
              </label>
            ))}
          </fieldset>
        </UsernameDialog>
      )}
    </PanelFrame>
  );
}
