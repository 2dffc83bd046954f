import { AccountSecurityMessages as M } from '@app/contract';
import { Link, useLocation, useParams } from 'react-router';
import { ConfirmEmailScreen, ResetPasswordScreen } from '../../features/auth/components/account-links';
import { useDocumentTitle } from '../../lib/document-title';
import { useInitialState } from '../../lib/use-session';
import { NotFoundRoute } from './not-found';
import './login.css';

/**
 * `/account/reset-password` and `/account/confirm-email` (docs/api/account-security.md): the pages the mailed links
 * open. One lazy route for both keeps the router's entry small; without email on the site they are not found.
 */
export function Component() {
  const page = useParams()['*'];
  const { hash } = useLocation();
  const isEmailOn = useInitialState()?.site?.emailEnabled === true;
  const title = page === 'confirm-email' ? M.emailTitle : M.resetTitle;
  useDocumentTitle(title);
  if (!isEmailOn || (page !== 'reset-password' && page !== 'confirm-email')) return <NotFoundRoute />;
  return (
    <section className="login-card" aria-labelledby="account-link-title">
      <h1 id="account-link-title" className="login-card__title">
        {title}
      </h1>
      {page === 'reset-password' ? <ResetPasswordScreen hash={hash} /> : <ConfirmEmailScreen hash={hash} />}
      <p className="login-card__footer">
        <Link to="/login">{M.goToLogin}</Link>
      </p>
    </section>
  );
}
