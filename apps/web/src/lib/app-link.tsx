import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

type Navigate = (to: string) => void;

/** Set by app/providers.tsx to the router's navigate; a full page load until then (and in unit tests). */
let navigateInApp: Navigate = (to) => window.location.assign(to);

export function setAppNavigate(navigate: Navigate): void {
  navigateInApp = navigate;
}

/** A click the browser should handle itself: new tab or window, download, or another button. */
export function isBrowserClick(event: MouseEvent): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path in the app. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app for what repeats on a page: the links of every feed card and every comment.
 * react-router's Link runs several router hooks per link, which was a tenth of the home feed's render in a
 * profile (docs/web.md "Page figures"); this one is an anchor whose click goes to the router.
 */
export function AppLink({ to, onClick, ...props }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isBrowserClick(event) || props.target) return;
    event.preventDefault();
    navigateInApp(to);
  };
  return <a {...props} href={to} onClick={handleClick} />;
}
