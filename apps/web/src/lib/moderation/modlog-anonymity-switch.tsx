import { type Community, ModlogMessages } from '@app/contract';
import { SwitchField } from '../../components/form/switch-field';
import { useModlogAnonymityQuery, useSetModlogAnonymityMutation } from './moderation.api';

/**
 * The community's choice to show its moderators as "a moderator" in its public moderation log (admins and its own
 * moderators still see names; docs/moderation-log.md). Flips at once, back if the server refuses.
 */
export function ModlogAnonymitySwitch({ community }: { community: Community }) {
  const { data: isAnonymous } = useModlogAnonymityQuery(community.id);
  const [setAnonymity, { isLoading }] = useSetModlogAnonymityMutation();
  if (isAnonymous === undefined) return null;
  return (
    <SwitchField
      label={ModlogMessages.anonymousSetting}
      isOn={isAnonymous}
      onChange={(anonymous) => {
        if (!isLoading) void setAnonymity({ community, anonymous });
      }}
    />
  );
}
