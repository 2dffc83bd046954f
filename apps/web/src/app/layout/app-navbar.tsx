import { Suspense } from 'react';
import { Navbar } from '../../components/navbar/navbar';
import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { useCurrentUser } from '../../lib/use-session';
import { lazyNamed } from '../lazy-named';

export const SignedInActions = lazyNamed(() => import('./signed-in-actions'), 'SignedInActions');
// Its own chunk: the box and its suggestions cost the first screen's JavaScript nothing.
const NavbarSearch = lazyNamed(() => import('../../features/search/components/search-box'), 'NavbarSearch');

export function AppNavbar({ onMenuClick }: { onMenuClick: () => void }) {
  const user = useCurrentUser();
  return (
    <Navbar
      onMenuClick={onMenuClick}
      search={
        <Suspense fallback={null}>
          <NavbarSearch />
        </Suspense>
      }
    >
      {user ? (
        // Sized like the account button it waits for, so nothing in the bar moves when it arrives.
        <Suspense fallback={<span className="navbar__actions-placeholder" aria-hidden="true" />}>
          <SignedInActions user={user} />
        </Suspense>
      ) : (
        <AuthButtons />
      )}
    </Navbar>
  );
}
