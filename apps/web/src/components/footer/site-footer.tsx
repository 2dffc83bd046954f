import { UiMessages } from '@app/contract';
import { Link } from 'react-router';
import './site-footer.css';

const names = UiMessages.screenNames;

const PAGES = [
  { to: '/about', label: names.about },
  { to: '/guidelines', label: names.guidelines },
  { to: '/moderator-guidelines', label: names.moderatorGuidelines },
  { to: '/terms', label: names.terms },
  { to: '/privacy-policy', label: names.privacyPolicy },
  { to: '/markdown-guide', label: names.markdownGuide },
] as const;

/** The about, policy and documentation pages, in small print. */
export function SiteFooter({ className = '' }: { className?: string }) {
  return (
    <footer className={`site-footer ${className}`} aria-label={UiMessages.footerLabel}>
      <ul className="site-footer__links">
        {PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
      </ul>
      <p className="site-footer__name">{UiMessages.appName}</p>
    </footer>
  );
}
