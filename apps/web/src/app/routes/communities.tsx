import { CommunitiesList } from '../../features/communities/components/communities-list';
import { RequestCommunityCard } from '../../features/communities/components/request-community-card';
import { UiMessages } from '@app/contract';
import { useDocumentTitle } from '../../lib/document-title';
import { SIDE_COLUMN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import '../../components/feed/feed.css';
import './with-sidebar.css';

/** `/communities`: the list, and the request-a-community card beside it (above the list on narrow screens). */
export function CommunitiesRoute() {
  const hasSideColumn = useMediaQuery(SIDE_COLUMN_QUERY);
  useDocumentTitle(UiMessages.screenNames.communities);
  return (
    <div className="with-sidebar">
      <div className="with-sidebar__main">
        <CommunitiesList beforeList={hasSideColumn ? null : <RequestCommunityCard />} />
      </div>
      {hasSideColumn && (
        <aside>
          <RequestCommunityCard />
        </aside>
      )}
    </div>
  );
}
