import { type Community, PostExtrasMessages, UiMessages } from '@app/contract';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { CommunityRules, sortedRules } from '../../features/communities/components/community-rules';
import { SIDE_COLUMN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import './new-post-sidebar.css';

// The renderer's own chunk, imported directly: the Markdown wrapper would be shared by this route and the feed's
// post card, and split out of the card's chunk into one more file of the home route's initial JS.
const MarkdownBody = lazy(() => import('../../lib/markdown/markdown-body'));

/**
 * The community's about text (markdown, as on the community page; plain until the renderer arrives) and its
 * rules. Not the community page's sidebar: its date code would then be shared by this route and the feed's post
 * card, and split out of the card's chunk into more files of the home route's initial JS; only the rules list
 * is shared (community-rules.tsx).
 */
function CommunityInfo({ community }: { community: Community }) {
  const rules = sortedRules(community);
  const rulesId = useId();
  return (
    <div className="new-post-sidebar__info">
      <Link className="new-post-sidebar__name" to={`/${community.name}`}>
        {community.name}
      </Link>
      {community.about && (
        <Suspense fallback={<p className="new-post-sidebar__about new-post-sidebar__about--source">{community.about}</p>}>
          <MarkdownBody source={community.about} className="markdown new-post-sidebar__about" />
        </Suspense>
      )}
      {rules.length > 0 && (
        <section aria-labelledby={rulesId}>
          <h2 id={rulesId} className="new-post-sidebar__title">
            {UiMessages.rules}
          </h2>
          <CommunityRules rules={rules} className="new-post-sidebar__rules" />
        </section>
      )}
    </div>
  );
}

/**
 * The chosen community's info and rules (docs/screens.md §2, New/Edit post): beside the form on
 * wide screens, a collapsed section under it on narrow ones, where it would push Submit out of reach.
 */
export function NewPostSidebar({ community }: { community: Community }) {
  const isWide = useMediaQuery(SIDE_COLUMN_QUERY);
  if (isWide) {
    return (
      <aside className="card new-post-sidebar" aria-label={UiMessages.aboutCommunity}>
        <CommunityInfo community={community} />
      </aside>
    );
  }
  return (
    <details className="card new-post-sidebar">
      <summary className="new-post-sidebar__summary">
        {PostExtrasMessages.communityInfo}: {community.name}
      </summary>
      <CommunityInfo community={community} />
    </details>
  );
}
