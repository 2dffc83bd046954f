import type { SitePageName } from '@app/contract';
import { ABOUT } from './about';
import { FAQ } from './faq';
import { GUIDELINES } from './guidelines';
import { MARKDOWN_GUIDE } from './markdown-guide';
import { MODERATOR_GUIDELINES } from './moderator-guidelines';
import { PRIVACY_POLICY } from './privacy-policy';
import { TERMS } from './terms';

/** The built-in text of every site page, shown until the operator drops its file into SITE_PAGES_DIR. */
export const DEFAULT_SITE_PAGES: Readonly<Record<SitePageName, string>> = {
  about: ABOUT,
  faq: FAQ,
  guidelines: GUIDELINES,
  'moderator-guidelines': MODERATOR_GUIDELINES,
  terms: TERMS,
  'privacy-policy': PRIVACY_POLICY,
  'markdown-guide': MARKDOWN_GUIDE,
};
