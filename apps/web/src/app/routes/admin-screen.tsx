import { Navigate, useParams } from 'react-router';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { ForbiddenScreen } from '../../components/screens/forbidden-screen';
import { resolveAdminPage } from '../../features/admin/utils/admin-pages';
import { CreateCommunityButton } from '../../features/communities/components/create-community-button';
import { useCurrentUser } from '../../lib/use-session';
import { NotFoundRoute } from './not-found';

/**
 * `/admin/*` (login required: under RequireAuth). A member sees Forbidden on every admin URL, known or
 * not; an admin gets the page, the index for bare `/admin`, Not found for anything else (docs/screens.md §2, Admin dashboard subpages).
 */
export function AdminScreen() {
  const user = useCurrentUser();
  const page = resolveAdminPage(useParams()['*']);
  if (!user) return null;
  if (!user.isAdmin) return <ForbiddenScreen />;
  if (page === 'bare') return <Navigate to="/admin/index" replace />;
  if (page === null) return <NotFoundRoute />;
  return <AdminDashboard page={page} admin={user} createCommunityButton={<CreateCommunityButton />} />;
}
