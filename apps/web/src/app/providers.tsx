import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setAppNavigate } from '../lib/app-link';
import { AppTree } from './app-tree';
import { applyFirstScreen, takeFirstScreen } from './first-screen';
import { prefetchFirstScreen } from './prefetch';
import { createAppRouter, routes } from './router';
import { store } from './store';

type AppRouter = ReturnType<typeof createAppRouter>;

/** StrictMode adds no markup: the tree is the server's (AppTree), as hydration needs. */
function Providers({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <AppTree store={store} router={router} />
    </StrictMode>
  );
}

/** Ends the current task: the browser handles input and paints before the next step runs. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Starts the app in steps, each its own task after the scripts' evaluation: the server's answers into the cache,
 * the router, the prefetch, then hydration. Run in one task with the evaluation they were the post page's longest
 * task at 4× CPU (docs/web.md "Page figures"); between them the browser handles input and paints.
 *
 * Server HTML in the root is hydrated: React listens from then on and replays a click on a part it has not
 * hydrated yet. A route screen still loading keeps its server HTML until it is here (the layout's Suspense
 * boundary), then hydrates in a task of its own. An empty root is rendered from scratch.
 *
 * In a transition, hydration runs in slices that yield to the browser every few milliseconds (time-sliced,
 * like any transition) instead of one task for the whole page: on a slow phone that one task was the post page's
 * Total Blocking Time (docs/web.md "Server-rendered first screen"). The page is already painted meanwhile.
 */
export async function mountApp(container: HTMLElement): Promise<void> {
  await nextTask();
  // Before the prefetch: what the server-rendered page carries is then in the cache, and not fetched again.
  const firstScreen = takeFirstScreen(document);
  if (firstScreen) applyFirstScreen(store, firstScreen);
  await nextTask();
  // Hydration data (there are no loaders) tells react-router the page is server-rendered: it then keeps the scroll
  // position a reader may already have moved to, instead of resetting it when it mounts.
  const router = createAppRouter(firstScreen ? { loaderData: {} } : undefined);
  // AppLink's clicks: like react-router's Link, a link to the page already shown replaces its history entry.
  setAppNavigate((to) => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate(to, { replace: to === `${pathname}${search}${hash}` });
  });
  await nextTask();
  prefetchFirstScreen(store, routes, window.location);
  await nextTask();
  if (firstScreen && container.hasChildNodes()) startTransition(() => void hydrateRoot(container, <Providers router={router} />));
  else createRoot(container).render(<Providers router={router} />);
  // From here React owns the page and replays early clicks: browser tests wait for this mark after a navigation,
  // since a server-rendered page is shown (and `load` may fire) before its scripts arrive.
  document.documentElement.setAttribute('data-app', 'ready');
}
