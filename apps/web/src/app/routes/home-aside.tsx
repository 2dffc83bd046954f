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
// Admins only: its own chunk, so nobody else downloads it.
const CreateCommunityButton = lazyNamed(() => import('../../features/communities/components/create-community-button'), 'CreateCommunityButton');

/** The visitors' welcome card, wired to the signup dialog. */
export function HomeWelcomeCard() {
  const userCount = useInitialState()?.noUsers ?? 0;
  const dispatch = useAppDispatch();
  return <WelcomeCard userCount={userCount} onCreateAccountClick={() => dispatch(modalOpened('signup'))} />;
}

/**
 * Beside the home feed: visitors get the welcome card and a login box, signed-in users 'Create post' (and
 * admins 'Create community').
 * Without the right-hand column the visitors' welcome card is the feed's banner after the second post
 * (`home.tsx`), and the navbar and bottom bar cover the rest, so the aside is not even rendered there.
 */
export function HomeAside() {
  const user = useCurrentUser();
  const loginTitleId = useId();
  const hasSideColumn = useMediaQuery(SIDE_COLUMN_QUERY);
  // With email on, the login form also has its "Forgot password?" line: the skeleton keeps that height too.
  const isEmailOn = useInitialState()?.site?.emailEnabled === true;
  if (user) {
    return (
      <aside className="home-aside home-aside--signed-in" aria-label={UiMessages.createPost}>
        <Link to="/new" className="button button--primary button--block">
          {UiMessages.createPost}
        </Link>
        {user.isAdmin && (
          <Suspense fallback={null}>
            <CreateCommunityButton />
          </Suspense>
        )}
      </aside>
    );
  }
  if (!hasSideColumn) return null;
  return (
    <aside className="home-aside" aria-label={UiMessages.welcomeTitle}>
      <HomeWelcomeCard />
      <section className="card home-aside__login" aria-labelledby={loginTitleId}>
        <h2 id={loginTitleId} className="home-aside__title">
          {UiMessages.loginBoxTitle}
        </h2>
        {/* The form's own height while its chunk loads, so nothing moves when it arrives. */}
        <Suspense
          fallback={
            <div className={`home-aside__login-skeleton${isEmailOn ? ' home-aside__login-skeleton--with-forgot' : ''}`} aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <div key={i} className="skeleton__line" />
              ))}
            </div>
          }
        >
          <LoginForm />
        </Suspense>
      </section>
    </aside>
  );
}
