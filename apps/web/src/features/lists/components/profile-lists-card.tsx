import { ListMessages } from '@app/contract';
import { TitledCard } from '../../../components/card/titled-card';
import { AppLink } from '../../../lib/app-link';
import { useGetListsQuery } from '../../../lib/lists/lists.api';
import { useCurrentUser } from '../../../lib/use-session';
import { isListsOwner, listPath } from '../utils/lists-params';
import './lists.css';

/** How many of the latest lists the profile shows before 'View all'. */
export const PROFILE_LISTS_SHOWN = 5;

/** The profile's Lists card: the latest lists (public ones, or all for the owner) and 'View all'. */
export function ProfileListsCard({ username }: { username: string }) {
  const isOwner = isListsOwner(useCurrentUser()?.username, username);
  const { data: lists, isLoading, isError } = useGetListsQuery({ username, sort: 'lastAdded', filter: 'all' });
  let body;
  if (isLoading)
    body = (
      <div role="status" aria-busy="true">
        <div className="skeleton__line" aria-hidden="true" />
        <div className="skeleton__line skeleton__line--mid" aria-hidden="true" />
      </div>
    );
  else if (isError || !lists) body = <p className="profile-lists__empty">{ListMessages.loadFailed}</p>;
  else if (lists.length === 0) body = <p className="profile-lists__empty">{isOwner ? ListMessages.noLists : ListMessages.noPublicLists(username)}</p>;
  else
    body = (
      <ul className="profile-lists__list">
        {lists.slice(0, PROFILE_LISTS_SHOWN).map((list) => (
          <li key={list.id}>
            <AppLink to={listPath(list)}>{list.displayName}</AppLink>
            <span>{ListMessages.items(list.numItems)}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <TitledCard title={ListMessages.lists} className="profile-lists" titleClassName="profile-about__title">
      {body}
      <AppLink
        className="button button--secondary button--sm"
        to={`/@${username}/lists`}
        aria-label={`${ListMessages.viewAll}: ${ListMessages.listsOf(username)}`}
      >
        {ListMessages.viewAll}
      </AppLink>
    </TitledCard>
  );
}
