import { CommunitiesList } from '../../features/communities/components/communities-list';
import '../../components/feed/feed.css';

export function CommunitiesRoute() {
  return <CommunitiesList />;
}
