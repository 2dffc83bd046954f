/**
 * The narrow-screen navbar shows a Back button instead of the logo on deeper pages
 * (docs/screens.md §2, Navigation chrome). The top-level destinations — the feeds and what the
 * bottom bar leads to — keep the logo: there is nothing above them to go back to.
 */
const TOP_LEVEL_PATHS: ReadonlySet<string> = new Set(['/', '/subscriptions', '/all', '/communities', '/notifications', '/new', '/search', '/login']);

export function isDeeperPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !TOP_LEVEL_PATHS.has(path);
}

/**
 * Where Back goes: one step back in the app's own history, or home when the page was opened directly
 * (react-router gives the first entry of a visit the key 'default'), so Back never leaves the site.
 */
export function backTarget(locationKey: string): -1 | '/' {
  return locationKey === 'default' ? '/' : -1;
}
