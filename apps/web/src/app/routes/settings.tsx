import { UiMessages } from '@app/contract';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { useCurrentUser } from '../../lib/use-session';
import '../../components/feed/feed.css';
import { useDocumentTitle } from '../../lib/document-title';

/** `/settings` (login required: the route sits under RequireAuth, so the user is there). */
export function SettingsRoute() {
  const user = useCurrentUser();
  useDocumentTitle(UiMessages.screenNames.settings);
  if (!user) return null;
  return (
    <div className="settings-route">
      <h1 className="settings-route__title">{UiMessages.screenNames.settings}</h1>
      {/* Keyed by account: a different sign-in starts the form over from that account's values. */}
      <SettingsPage key={user.id} user={user} />
    </div>
  );
}
