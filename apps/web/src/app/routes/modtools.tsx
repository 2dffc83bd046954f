import { UiMessages } from '@app/contract';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/screens/page-loading';
import { useGetCommunityQuery } from '../../features/communities/communities.api';
import { ForbiddenPage } from '../../features/modtools/components/forbidden-page';
import { ModtoolsConsole } from '../../features/modtools/components/modtools-console';
import { parseModtoolsPath } from '../../features/modtools/utils/subpages';
import { isApiError } from '../../lib/api-error';
import { useCurrentUser } from '../../lib/use-session';
import { NotFoundRoute } from './not-found';
import '../../components/screens/screens.css';

/**
 * `/{communityName}/modtools/*` (login required: RequireAuth sits above). Rights come before the
 * subpage, so a member sees Forbidden on any console URL; moderators and admins get Not found for an
 * unknown subpage, and the bare path goes to settings.
 */
export function ModtoolsRoute() {
  const { communityName = '', '*': rest = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { data: community, error, isLoading, refetch } = useGetCommunityQuery(communityName);
  const page = parseModtoolsPath(rest);
  useEffect(() => {
    // The URL takes the community's own spelling, as on the community page.
    if (community && community.name !== communityName) void navigate(`/${community.name}/modtools/${rest}`, { replace: true });
  }, [community, communityName, navigate, rest]);

  if (isLoading) return <PageLoading />;
  if (isApiError(error) && error.status === 404) return <NotFoundRoute />;
  if (!community || !user) {
    return (
      <section className="panel panel--centered" role="alert">
        <h1 className="panel__title">{UiMessages.genericError}</h1>
        <div className="panel__actions">
          <button type="button" className="button button--primary" onClick={() => void refetch()}>
            {UiMessages.retry}
          </button>
        </div>
      </section>
    );
  }
  const isMod = Boolean(community.userMod);
  if (!isMod && !user.isAdmin) return <ForbiddenPage />;
  if (page === 'redirect') return <Navigate to={`/${community.name}/modtools/settings`} replace />;
  if (page === 'not-found') return <NotFoundRoute />;
  return <ModtoolsConsole community={community} page={page} viewer={{ username: user.username, isAdmin: user.isAdmin, isMod }} />;
}
