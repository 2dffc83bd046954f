import { UiMessages } from '@app/contract';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/screens/page-loading';
import { PostCard } from '../../features/posts/components/post-card';
import { ProfileFeed } from '../../features/profile/components/profile-feed';
import { ProfileHeader } from '../../features/profile/components/profile-header';
import { type ProfileFilter, useGetUserQuery } from '../../features/profile/profile.api';
import { isApiError } from '../../lib/api-error';
import { useCurrentUser } from '../../lib/use-session';
import { NotFoundRoute } from './not-found';
import { RouteError } from './route-error';

const TABS: { filter: ProfileFilter; label: string }[] = [
  { filter: '', label: UiMessages.profileTabs.overview },
  { filter: 'posts', label: UiMessages.profileTabs.posts },
  { filter: 'comments', label: UiMessages.profileTabs.comments },
];

/** `/@{username}`: header card and the Overview / Posts / Comments feed (`?filter=`). */
export function ProfileRoute({ username }: { username: string }) {
  const viewer = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filterParam = params.get('filter');
  const filter: ProfileFilter = filterParam === 'posts' || filterParam === 'comments' ? filterParam : '';
  const { data: user, error, isLoading } = useGetUserQuery(username);
  useEffect(() => {
    // Letter-case URL fix: the canonical name replaces what was typed.
    if (user && user.username !== username) void navigate(`/@${user.username}${window.location.search}`, { replace: true });
  }, [user, username, navigate]);

  if (isLoading) return <PageLoading />;
  if (isApiError(error) && error.status === 404) return <NotFoundRoute />;
  if (!user) return <RouteError />;
  if (user.deleted && !viewer?.isAdmin) return <p className="panel panel--centered">{UiMessages.accountDeleted}</p>;
  if (user.isBanned && !viewer?.isAdmin) return <p className="panel panel--centered">{UiMessages.accountSuspended}</p>;
  return (
    <div>
      <ProfileHeader user={user} />
      <nav className="profile-tabs" aria-label={UiMessages.profile}>
        {TABS.map((tab) => (
          <Link key={tab.filter} to={tab.filter ? `?filter=${tab.filter}` : '?'} aria-current={tab.filter === filter ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      <ProfileFeed username={user.username} filter={filter} renderPost={(post) => <PostCard post={post} />} />
    </div>
  );
}
