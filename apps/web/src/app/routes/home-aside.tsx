import { UiMessages } from '@app/contract';
import { Suspense, useId } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../hooks';
import { modalOpened } from '../../components/modal/modals.slice';
import { WelcomeCard } from '../../components/welcome-card/welcome-card';
import { SIDE_COLUMN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useCurrentUser, useInitialState } from '../../lib/use-session';
import { lazyNamed } from '../lazy-named';
import './home-aside.css';

// Shown only in the right-hand column of wide screens, and never needed for the feed's first paint.
const LoginForm = lazyNamed(() => import('../../features/auth/components/login-form'), 'LoginForm');

/**
 * Beside the home feed: visitors get the welcome card and a login box, signed-in users 'Create post'.
 * On narrow screens only the welcome card stays (above the feed); the navbar and bottom bar cover the rest,
 * so the login box is not even rendered there.
 */
export function HomeAside() {
  const user = useCurrentUser();
  const userCount = useInitialState()?.noUsers ?? 0;
  const dispatch = useAppDispatch();
  const loginTitleId = useId();
  const hasSideColumn = useMediaQuery(SIDE_COLUMN_QUERY);
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
      {hasSideColumn && (
        <section className="card home-aside__login" aria-labelledby={loginTitleId}>
          <h2 id={loginTitleId} className="home-aside__title">
            {UiMessages.loginBoxTitle}
          </h2>
          <Suspense fallback={null}>
            <LoginForm />
          </Suspense>
        </section>
      )}
    </aside>
  );
}
