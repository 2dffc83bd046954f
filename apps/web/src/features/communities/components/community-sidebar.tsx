import { type Community, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { CommunityIcon } from './community-icon';
import { JoinButton } from './join-button';
import './communities.css';

/** Community info, rules and moderators beside a feed or a post. */
export function CommunitySidebar({ community, isCompact = false }: { community: Community; isCompact?: boolean }) {
  const rules = [...(community.rules ?? [])].sort((a, b) => a.zIndex - b.zIndex);
  return (
    <aside className="community-sidebar" aria-label={UiMessages.aboutCommunity}>
      {isCompact && (
        <div className="card community-sidebar__head">
          <CommunityIcon community={community} />
          <Link to={`/${community.name}`}>{community.name}</Link>
          <JoinButton community={community} />
        </div>
      )}
      {rules.length > 0 && (
        <section className="card">
          <h2 className="community-sidebar__title">{UiMessages.rules}</h2>
          <ol className="community-sidebar__rules">
            {rules.map((rule) => (
              <li key={rule.id}>
                <strong>{rule.rule}</strong>
                {rule.description && <p>{rule.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {(community.mods ?? []).length > 0 && (
        <section className="card">
          <h2 className="community-sidebar__title">{UiMessages.moderators}</h2>
          <ul className="community-sidebar__mods">
            {(community.mods ?? []).map((mod) => (
              <li key={mod.id}>
                <Link to={`/@${mod.username}`}>@{mod.username}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
