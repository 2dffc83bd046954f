import { useParams } from 'react-router';
import { lazyNamed } from '../lazy-named';
import { parseHandle } from './handle-param';
import { NotFoundRoute } from './not-found';

const CommunityRoute = lazyNamed(() => import('./community'), 'CommunityRoute');
const ProfileRoute = lazyNamed(() => import('./profile'), 'ProfileRoute');

/** `/@username` (profile) or `/communityName` (community page). */
export function HandleRoute() {
  const handle = parseHandle(useParams()['handle']);
  if (!handle) return <NotFoundRoute />;
  return handle.kind === 'user' ? <ProfileRoute username={handle.name} /> : <CommunityRoute name={handle.name} />;
}
