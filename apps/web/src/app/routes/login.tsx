import { UiMessages } from '@app/contract';
import { Link, Navigate, useLocation } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { useCurrentUser } from '../../lib/use-session';
import { fromLocation } from '../layout/require-auth';
import './login.css';
import { useDocumentTitle } from '../../lib/document-title';

/** The /login card. After login the page reloads here; history state still holds the origin. */
export function LoginRoute() {
  const user = useCurrentUser();
  const location = useLocation();
  useDocumentTitle(UiMessages.loginTitle);
  if (user) return <Navigate to={fromLocation(location.state) ?? '/'} replace />;
  return (
    <section className="login-card" aria-labelledby="login-title">
      <h1 id="login-title" className="login-card__title">
        {UiMessages.loginTitle}
      </h1>
      <LoginForm />
      <p className="login-card__footer">
        <Link to="/">{UiMessages.goHome}</Link>
      </p>
    </section>
  );
}
