import { type Community, UiMessages } from '@app/contract';
import { SIDE_COLUMN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { CommunitySidebar } from '../../features/communities/components/community-sidebar';
import './new-post-sidebar.css';

/**
 * The chosen community's about, rules and moderators (screens-and-rules.md §2, New/Edit post):
 * beside the form on wide screens, a collapsed section under it on narrow ones, where it would
 * otherwise push Submit out of reach.
 */
export function NewPostSidebar({ community }: { community: Community }) {
  const isWide = useMediaQuery(SIDE_COLUMN_QUERY);
  if (isWide) return <CommunitySidebar community={community} />;
  return (
    <details className="card composer-sidebar">
      <summary className="composer-sidebar__summary">
        {UiMessages.communityInfo}: {community.name}
      </summary>
      <CommunitySidebar community={community} />
    </details>
  );
}
