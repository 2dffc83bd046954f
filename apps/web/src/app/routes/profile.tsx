import { UiMessages } from '@app/contract';
import { Suspense, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/screens/page-loading';
import { StatusPanel } from '../../components/screens/status-panel';
import { FeedViewMenu } from '../../features/posts/components/feed-view-menu';
import { PostCard } from '../../features/posts/components/post-card';
import { ProfileAbout } from '../../features/profile/components/profile-about';
import { ProfileFeed } from '../../features/profile/components/profile-feed';
import { ProfileHeader } from '../../features/profile/components/profile-header';
import { type ProfileFilter, useGetUserQuery } from '../../features/profile/profile.api';
import { canonicalProfilePath, profileAccess, profileCacheKey } from '../../features/profile/utils/profile-state';
import { isApiError } from '../../lib/api-error';
import { useCurrentUser } from '../../lib/use-session';
import { lazyNamed } from '../lazy-named';
import { NotFoundRoute } from './not-found';
import { PostsAndAbout, usePostsAndAbout } from './posts-and-about';
import { RouteError } from './route-error';
import '../../components/feed/feed.css';
import '../../components/screens/screens.css';
import { useDocumentTitle } from '../../lib/document-title';

// Lazy, so the lists code is not one more chunk the app's route table has to name up front.
const ProfileListsCard = lazyNamed(() => import('../../features/lists/components/profile-lists-card'), 'ProfileListsCard');

const FEEDS: { filter: ProfileFilter; label: string }[] = [
  { filter: '', label: UiMessages.profileTabs.overview },
  { filter: 'posts', label: UiMessages.profileTabs.posts },
  { filter: 'comments', label: UiMessages.profileTabs.comments },
];

/** `/@{username}`: header card, the Overview / Posts / Comments feed (`?filter=`), and summary, 'Moderator of' and badges. */
export function ProfileRoute({ username }: { username: string }) {
  const viewer = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sections = usePostsAndAbout();
  const filterParam = params.get('filter');
  const filter: ProfileFilter = filterParam === 'posts' || filterParam === 'comments' ? filterParam : '';
  const { data: user, error, isLoading } = useGetUserQuery(profileCacheKey(username));
  useDocumentTitle(UiMessages.screenNames.profile(user?.username ?? username));
  useEffect(() => {
    // Letter-case URL fix: the real name replaces what was typed, without a new history entry.
    const canonical = user ? canonicalProfilePath(username, user.username, window.location.search) : null;
    if (canonical) void navigate(canonical, { replace: true });
  }, [user, username, navigate]);

  if (isLoading) return <PageLoading />;
  if (isApiError(error) && error.status === 404) return <NotFoundRoute />;
  if (!user) return <RouteError />;
  const access = profileAccess(user, Boolean(viewer?.isAdmin));
  if (access === 'deleted') return <StatusPanel title={UiMessages.accountDeleted} />;
  if (access === 'suspended') return <StatusPanel title={UiMessages.accountSuspended} />;

  const about = (
    <ProfileAbout user={user}>
      <Suspense fallback={null}>
        <ProfileListsCard username={user.username} />
      </Suspense>
    </ProfileAbout>
  );
  const feed = (
    <>
      <div className="feed-toolbar">
        <nav className="profile-tabs" aria-label={UiMessages.profileFeed}>
          {FEEDS.map((tab) => (
            <Link key={tab.filter} to={tab.filter ? `?filter=${tab.filter}` : '?'} aria-current={tab.filter === filter ? 'page' : undefined}>
              {tab.label}
            </Link>
          ))}
        </nav>
        <div className="feed-controls">
          <FeedViewMenu />
        </div>
      </div>
      <ProfileFeed username={user.username} filter={filter} renderPost={(post, layout) => <PostCard post={post} layout={layout} />} />
    </>
  );
  return <PostsAndAbout sections={sections} header={<ProfileHeader user={user} />} posts={feed} about={about} />;
}
