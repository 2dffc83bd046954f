import { createBrowserRouter, type HydrationState, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import type { RequireAuthProps } from './layout/require-auth';
import { lazyNamed } from './lazy-named';
import { RouteError } from './routes/route-error';

const HomeRoute = lazyNamed(() => import('./routes/home'), 'HomeRoute');
const LoginRoute = lazyNamed(() => import('./routes/login'), 'LoginRoute');
const HandleRoute = lazyNamed(() => import('./routes/handle'), 'HandleRoute');
const UserListsRoute = lazyNamed(() => import('./routes/user-lists'), 'UserListsRoute');
const PostRoute = lazyNamed(() => import('./routes/post'), 'PostRoute');
const NewPostRoute = lazyNamed(() => import('./routes/new-post'), 'NewPostRoute');
const CommunitiesRoute = lazyNamed(() => import('./routes/communities'), 'CommunitiesRoute');
const SearchRoute = lazyNamed(() => import('./routes/search'), 'SearchRoute');
const NotFoundRoute = lazyNamed(() => import('./routes/not-found'), 'NotFoundRoute');
// Only login-required pages pass through it; a visitor's home never does.
const RequireAuth = lazyNamed<'RequireAuth', RequireAuthProps>(() => import('./layout/require-auth'), 'RequireAuth');
const NotificationsRoute = lazyNamed(() => import('./routes/notifications'), 'NotificationsRoute');
const SettingsRoute = lazyNamed(() => import('./routes/settings'), 'SettingsRoute');
const SitePageRoute = lazyNamed(() => import('./routes/site-page'), 'SitePageRoute');

/** The site's own pages: each one's path is its name (the FAQ shows on /about). */
const SITE_PAGE_ROUTES = ['about', 'guidelines', 'moderator-guidelines', 'terms', 'privacy-policy', 'markdown-guide'] as const;

/** The product's route table (docs/screens.md §2, Route table). Static paths outrank `/:handle`. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute feed="home" /> },
          { path: 'subscriptions', element: <HomeRoute feed="subscriptions" /> },
          { path: 'all', element: <HomeRoute feed="all" /> },
          { path: 'login', element: <LoginRoute /> },
          { path: 'communities', element: <CommunitiesRoute /> },
          ...SITE_PAGE_ROUTES.map((page) => ({ path: page, element: <SitePageRoute page={page} /> })),
          { path: 'markdown_guide', element: <Navigate to="/markdown-guide" replace /> },
          { path: 'search', element: <SearchRoute /> },
          { path: 'account/*', lazy: () => import('./routes/account') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'notifications', element: <NotificationsRoute /> },
              { path: 'new', element: <NewPostRoute /> },
              { path: 'settings', element: <SettingsRoute /> },
              // react-router's own `lazy` (the module's `Component`): the fewest bytes in this file for a screen no first paint needs.
              { path: 'admin/*', lazy: () => import('./routes/admin') },
              { path: ':communityName/modtools/*', element: <RequireAuth modtools /> },
            ],
          },
          { path: ':communityName?/modlog', lazy: () => import('./routes/modlog') },
          { path: ':handle', element: <HandleRoute /> },
          { path: ':handle/lists', element: <UserListsRoute /> },
          { path: ':handle/lists/:listName', element: <UserListsRoute /> },
          { path: ':communityName/post/:publicId', element: <PostRoute /> },
          { path: ':communityName/post/:publicId/:commentId', element: <PostRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
