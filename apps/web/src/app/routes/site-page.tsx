import { type SitePageName, UiMessages } from '@app/contract';
import { FaqSection } from '../../features/site-pages/components/faq-section';
import { SitePageContent } from '../../features/site-pages/components/site-page-content';
import '../../components/feed/feed.css';

/** The pages with a route of their own; the FAQ shows under /about. */
export type SitePageRouteName = Exclude<SitePageName, 'faq'>;

const names = UiMessages.screenNames;

const TITLES: Record<SitePageRouteName, string> = {
  about: names.about,
  guidelines: names.guidelines,
  'moderator-guidelines': names.moderatorGuidelines,
  terms: names.terms,
  'privacy-policy': names.privacyPolicy,
  'markdown-guide': names.markdownGuide,
};

/** `/about` (with the FAQ), `/guidelines`, `/moderator-guidelines`, `/terms`, `/privacy-policy`, `/markdown-guide`. */
export function SitePageRoute({ page }: { page: SitePageRouteName }) {
  return (
    // Keyed by page: moving between two of these pages starts the new one from its own state.
    <SitePageContent key={page} page={page} defaultTitle={TITLES[page]}>
      {page === 'about' && <FaqSection />}
    </SitePageContent>
  );
}
