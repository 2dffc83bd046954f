import { BottomBar } from '../../components/bottom-bar/bottom-bar';
import { useCurrentUser } from '../../lib/use-session';

export function AppBottomBar() {
  const user = useCurrentUser();
  return <BottomBar notificationsCount={user?.notificationsNewCount ?? 0} />;
}
