/**
 * The site's own pages (about, FAQ, guidelines, policies, markdown guide): markdown the api serves from
 * its built-in defaults, or from the operator's `SITE_PAGES_DIR/<name>.md` when that file exists.
 * Ours: upstream builds these pages into its client. The path is outside the upstream contract's.
 */
export const SITE_PAGE_NAMES = ['about', 'faq', 'guidelines', 'moderator-guidelines', 'terms', 'privacy-policy', 'markdown-guide'] as const;

export type SitePageName = (typeof SITE_PAGE_NAMES)[number];

/** `GET /api/site_pages/{name}`. */
export interface SitePage {
  name: SitePageName;
  markdown: string;
  /** True while the operator has not replaced the built-in text. */
  isDefault: boolean;
}

export const sitePageUrl = (name: SitePageName) => `/api/site_pages/${name}`;

export function isSitePageName(name: string): name is SitePageName {
  return (SITE_PAGE_NAMES as readonly string[]).includes(name);
}

/**
 * Texts of the site pages' screens. Apart from UiMessages so they load with those screens, not with
 * every page (the initial JS budget, docs/web.md).
 */
export const SitePageMessages = {
  loadFailed: 'This page could not be loaded.',
  faqTitle: 'Frequently asked questions',
  faqFailed: 'The questions could not be loaded.',
  example: 'Example',
  exampleSource: 'You type',
  exampleResult: 'Readers see',
};
