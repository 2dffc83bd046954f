import { type Community, ModtoolsMessages } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useAddModeratorMutation, useGetModeratorsQuery, useRemoveModeratorMutation } from '../modtools.api';
import { usePanelAlerts } from '../hooks/use-panel-alerts';
import { refusalText } from '../utils/errors';
import { canRemoveModerator } from '../utils/mod-hierarchy';
import type { ModtoolsViewer } from './modtools-console';
import { PanelDialogButton, PanelFrame, PanelList } from './panel-frame';
import { UsernameDialog } from './username-dialog';

/**
 * Moderators in hierarchy order (most senior first). Remove shows on rows at or after the viewer's own
 * place, on every row for admins (docs/api/communities.md); the server has the last word and its reason shows.
 */
export function ModsPanel({ community, viewer }: { community: Community; viewer: ModtoolsViewer }) {
  const { announce, run } = usePanelAlerts('modtools-mods');
  const query = useGetModeratorsQuery(community.id);
  const [addModerator] = useAddModeratorMutation();
  const [removeModerator] = useRemoveModeratorMutation();
  const [isOpen, setIsOpen] = useState(false);

  const handleAdd = async (username: string): Promise<string | null> => {
    try {
      await addModerator({ communityId: community.id, username }).unwrap();
      setIsOpen(false);
      announce(ModtoolsMessages.moderatorAdded(username));
      return null;
    } catch (failure) {
      return isApiError(failure) && failure.status === 404 ? ModtoolsMessages.modNotFound : refusalText(failure);
    }
  };

  const handleRemove = async (username: string) => {
    if (!window.confirm(ModtoolsMessages.removeModConfirm(username))) return;
    await run(() => removeModerator({ communityId: community.id, username }).unwrap(), ModtoolsMessages.moderatorRemoved(username));
  };

  const openButton = <PanelDialogButton label={ModtoolsMessages.addModerator} onOpen={() => setIsOpen(true)} />;
  const isSelf = (name: string) => name.toLowerCase() === viewer.username.toLowerCase();
  return (
    <PanelFrame title={ModtoolsMessages.pages.mods} actions={openButton}>
      <PanelList query={query} items={query.data} emptyText={ModtoolsMessages.noMods}>
        {(mods) => (
          <ol className="modtools-list">
            {mods.map((mod) => (
              <li key={mod.id} className="modtools-item modtools-item--row">
                <span>
                  <Link className="modtools-item__user" to={`/@${mod.username}`}>
                    @{mod.username}
                  </Link>
                  {isSelf(mod.username) && <span className="modtools-item__muted"> {ModtoolsMessages.you}</span>}
                </span>
                {canRemoveModerator(mods, viewer, mod.username) && (
                  <div className="modtools-item__actions">
                    <button
                      type="button"
                      className="button button--ghost button--sm"
                      aria-label={`${ModtoolsMessages.remove} @${mod.username}`}
                      onClick={() => void handleRemove(mod.username)}
                    >
                      {ModtoolsMessages.remove}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </PanelList>
      {isOpen && (
        <UsernameDialog
          title={ModtoolsMessages.addModerator}
          submitLabel={ModtoolsMessages.addModeratorSubmit}
          onSubmit={handleAdd}
          onClose={() => setIsOpen(false)}
        />
      )}
    </PanelFrame>
  );
}
