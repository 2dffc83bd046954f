import { type Community, PostExtrasMessages, UiMessages } from '@app/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Markdown } from '../../lib/markdown/markdown';
import { SIDE_COLUMN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import './new-post-sidebar.css';

/**
 * The community's about text (markdown, as on the community page) and rules. Not the community page's sidebar:
 * its date code would then be shared by this route and the feed's post card, and split out of the card's chunk
 * into more files of the home route's initial JS. Markdown is the post card's own (the renderer is a chunk of
 * its own), so it costs this route nothing more.
 */
function CommunityInfo({ community }: { community: Community }) {
  const rules = [...(community.rules ?? [])].sort((a, b) => a.zIndex - b.zIndex);
  const rulesId = useId();
  return (
    <div className="new-post-sidebar__info">
      <Link className="new-post-sidebar__name" to={`/${community.name}`}>
        {community.name}
      </Link>
      {community.about && <Markdown source={community.about} className="new-post-sidebar__about" />}
      {rules.length > 0 && (
        <section aria-labelledby={rulesId}>
          <h2 id={rulesId} className="new-post-sidebar__title">
            {UiMessages.rules}
          </h2>
          <ol className="new-post-sidebar__rules">
            {rules.map((rule) => (
              <li key={rule.id}>
                <strong>{rule.rule}</strong>
                {rule.description && <p>{rule.description}</p>}
              </li>
            ))}
          </ol>
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
