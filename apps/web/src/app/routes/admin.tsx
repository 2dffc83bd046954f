import { lazyNamed } from '../lazy-named';

// A thin route chunk: the router's entry (in the home route's initial JS) then lists one file to preload
// rather than every module the dashboard shares with other screens (docs/web.md "Initial JavaScript").
const AdminScreen = lazyNamed(() => import('./admin-screen'), 'AdminScreen');

/** `/admin/*` (login required): the admin dashboard, Forbidden for members (features/admin); react-router's lazy route reads `Component`. */
export function Component() {
  return <AdminScreen />;
}
