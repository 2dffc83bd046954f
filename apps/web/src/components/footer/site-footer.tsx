import { type SiteLinks, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import './site-footer.css';

const names = UiMessages.screenNames;

const POLICY_PAGES = [
  { to: '/guidelines', label: names.guidelines },
  { to: '/moderator-guidelines', label: names.moderatorGuidelines },
  { to: '/terms', label: names.terms },
  { to: '/privacy-policy', label: names.privacyPolicy },
  { to: '/markdown-guide', label: names.markdownGuide },
] as const;

/**
 * The small print: About, Contact, the source-code repository, then the guideline, policy and
 * documentation pages (docs/screens.md §2, Navigation chrome). Contact and source come from the operator's
 * configuration (`_initial.site`): Contact is left out when it has none, and the source link falls back to the
 * api's own reference page, which every server serves (docs/web.md, Contact and source-code links).
 */
export function SiteFooter({ className = '', links }: { className?: string; links: SiteLinks | null }) {
  return (
    <footer className={`site-footer ${className}`} aria-label={UiMessages.footerLabel}>
      <ul className="site-footer__links">
        <li>
          <Link to="/about">{names.about}</Link>
        </li>
        {links?.contactEmail && (
          <li>
            <a href={`mailto:${links.contactEmail}`}>{UiMessages.chromeLinks.contact}</a>
          </li>
        )}
        <li>
          {links?.sourceCodeUrl ? (
            <a href={links.sourceCodeUrl} target="_blank" rel="noopener noreferrer">
              {UiMessages.chromeLinks.sourceCode}
            </a>
          ) : (
            <a href="/api/docs">{UiMessages.chromeLinks.apiDocs}</a>
          )}
        </li>
        {POLICY_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
      </ul>
      <p className="site-footer__name">{UiMessages.appName}</p>
    </footer>
  );
}
