/** The dashboard's subpages in menu order (docs/screens.md §2, Admin dashboard subpages). */
export const ADMIN_PAGES = ['index', 'users', 'comments', 'communities', 'ipbans', 'bss', 'new-community-requests'] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number];

/**
 * What `/admin/{rest}` shows: bare `/admin` (and `/admin/`) is the index; one known segment is its page;
 * anything else (unknown names, deeper paths) is Not found.
 */
export function resolveAdminPage(rest: string | undefined): AdminPage | 'bare' | null {
  const path = (rest ?? '').replace(/\/+$/, '');
  if (path === '') return 'bare';
  return (ADMIN_PAGES as readonly string[]).includes(path) ? (path as AdminPage) : null;
}
