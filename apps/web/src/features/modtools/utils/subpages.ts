/** The console's subpages, in menu order (docs/screens.md §2, Route table). */
export const MODTOOLS_PAGES = ['settings', 'reports', 'removed', 'locked', 'banned', 'mods', 'rules'] as const;

export type ModtoolsPage = (typeof MODTOOLS_PAGES)[number];

/**
 * What the part after `/modtools` means: '' → redirect to settings; a known name (any trailing
 * slash allowed) → that page; anything else → not found.
 */
export function parseModtoolsPath(rest: string): ModtoolsPage | 'redirect' | 'not-found' {
  const trimmed = rest.replace(/\/+$/, '');
  if (trimmed === '') return 'redirect';
  return (MODTOOLS_PAGES as readonly string[]).includes(trimmed) ? (trimmed as ModtoolsPage) : 'not-found';
}
