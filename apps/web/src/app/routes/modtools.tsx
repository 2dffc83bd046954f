import { ModtoolsMessages, UiMessages } from '@app/contract';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/screens/page-loading';
import { ForbiddenScreen } from '../../components/screens/forbidden-screen';
import { ModtoolsConsole } from '../../features/modtools/components/modtools-console';
import { useGetCommunityQuery } from '../../lib/community-by-name.api';
import { parseModtoolsPath } from '../../features/modtools/utils/subpages';
import { isApiError } from '../../lib/api-error';
import { useCurrentUser } from '../../lib/use-session';
import { NotFoundRoute } from './not-found';
import { lazyNamed } from '../lazy-named';
import '../../components/screens/screens.css';
import { useDocumentTitle } from '../../lib/document-title';

// The community page's icon and banner dialog, fetched on first open.
const CommunityImageDialog = lazyNamed(() => import('../../features/communities/components/community-image-dialog'), 'CommunityImageDialog');

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
  const pageName = page === 'redirect' || page === 'not-found' ? null : ModtoolsMessages.pages[page];
  useDocumentTitle(`${pageName ? `${pageName} · ` : ''}${ModtoolsMessages.consoleTitle} · ${community?.name ?? communityName}`);
  const canModerate = Boolean(community?.userMod || user?.isAdmin);
  useEffect(() => {
    if (!community || !canModerate) return;
    // The bare path opens settings; the URL takes the community's own spelling, as on the community page.
    if (page === 'redirect') void navigate(`/${community.name}/modtools/settings`, { replace: true });
    else if (community.name !== communityName) void navigate(`/${community.name}/modtools/${rest}`, { replace: true });
  }, [community, canModerate, communityName, navigate, page, rest]);

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
  if (!canModerate) return <ForbiddenScreen />;
  if (page === 'redirect') return <PageLoading />;
  if (page === 'not-found') return <NotFoundRoute />;
  return (
    <ModtoolsConsole
      community={community}
      page={page}
      viewer={{ username: user.username, isAdmin: user.isAdmin, isMod: Boolean(community.userMod) }}
      imageEditor={CommunityImageDialog}
    />
  );
}
