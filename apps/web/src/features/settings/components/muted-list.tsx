import { type Mute, UiMessages } from '@app/contract';
import { useId } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { MuteTarget } from '../../../lib/mutes/mute-state';
import { SettingsTexts } from '../settings-texts';

function targetOf(mute: Mute): MuteTarget | null {
  if (mute.type === 'user') return mute.mutedUserId && mute.mutedUser ? { kind: 'user', id: mute.mutedUserId, name: mute.mutedUser.username } : null;
  return mute.mutedCommunityId && mute.mutedCommunity ? { kind: 'community', id: mute.mutedCommunityId, name: mute.mutedCommunity.name } : null;
}

/**
 * Muted communities or users, each with Unmute. The list is `_initial.mutes`, which the unmute call updates
 * at once (and restores if it fails, with the shared mute alerts), so a row leaves as soon as it is pressed.
 */
export function MutedList({ kind, mutes }: { kind: MuteTarget['kind']; mutes: Mute[] }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const targets = mutes.map(targetOf).filter((target): target is MuteTarget => target !== null);
  const isUsers = kind === 'user';
  const handleUnmute = async (target: MuteTarget) => {
    // Imported on press, as lib/mutes/use-mutes.ts does: a static import here splits the session code out of
    // the entry chunk into chunks of its own, which the home route then pays for (docs/web.md "Initial JavaScript").
    const { mutesApi } = await import('../../../lib/mutes/mutes.api');
    // Failures are rolled back and announced by the endpoint itself.
    await dispatch(mutesApi.endpoints.unmute.initiate(target))
      .unwrap()
      .catch(() => undefined);
  };
  return (
    <section className="card settings-section stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-section__title">
        {isUsers ? SettingsTexts.mutedUsers : SettingsTexts.mutedCommunities}
      </h2>
      {targets.length === 0 ? (
        <p className="settings-section__empty">{isUsers ? SettingsTexts.noMutedUsers : SettingsTexts.noMutedCommunities}</p>
      ) : (
        <ul className="settings-mutes">
          {targets.map((target) => (
            <li key={target.id} className="settings-mutes__item">
              <span className="settings-mutes__name">{isUsers ? `@${target.name}` : `/${target.name}`}</span>
              <button
                type="button"
                className="button button--secondary button--sm"
                aria-label={isUsers ? UiMessages.unmuteUser(target.name) : UiMessages.unmuteCommunity(target.name)}
                onClick={() => void handleUnmute(target)}
              >
                {SettingsTexts.unmute}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
