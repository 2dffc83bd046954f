import { useParams } from 'react-router';
import { lazyNamed } from '../lazy-named';

// A thin route chunk, as the admin's: the router's entry in the initial JS names one small file.
const ModlogScreen = lazyNamed(() => import('../../features/modlog/components/modlog-screen'), 'ModlogScreen');

/** `/{community}/modlog` and `/modlog` (docs/moderation-log.md); react-router's lazy route reads `Component`. */
export function Component() {
  const { communityName } = useParams();
  return <ModlogScreen key={communityName ?? ''} community={communityName} />;
}
