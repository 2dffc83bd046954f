import { UiMessages } from '@app/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../hooks';
import { modalOpened } from '../../components/modal/modals.slice';
import { WelcomeCard } from '../../components/welcome-card/welcome-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { useCurrentUser, useInitialState } from '../../lib/use-session';
import './home-aside.css';

/**
 * Beside the home feed: visitors get the welcome card and a login box, signed-in users 'Create post'.
 * On narrow screens only the welcome card stays (above the feed); the navbar and bottom bar cover the rest.
 */
export function HomeAside() {
  const user = useCurrentUser();
  const userCount = useInitialState()?.noUsers ?? 0;
  const dispatch = useAppDispatch();
  const loginTitleId = useId();
  if (user) {
    return (
      <aside className="home-aside home-aside--signed-in" aria-label={UiMessages.createPost}>
        <Link to="/new" className="button button--primary button--block">
          {UiMessages.createPost}
        </Link>
      </aside>
    );
  }
  return (
    <aside className="home-aside" aria-label={UiMessages.welcomeTitle}>
      <WelcomeCard userCount={userCount} onCreateAccountClick={() => dispatch(modalOpened('signup'))} />
      <section className="card home-aside__login" aria-labelledby={loginTitleId}>
        <h2 id={loginTitleId} className="home-aside__title">
          {UiMessages.loginBoxTitle}
        </h2>
        <LoginForm />
      </section>
    </aside>
  );
}
