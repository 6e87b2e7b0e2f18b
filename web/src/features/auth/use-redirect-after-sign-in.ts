import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Where the guard sent the visitor from ("/purchase/drill?x=1"), or the homepage. The guard's note is in the
 * history entry, which the server never sees (and which a reload keeps): it counts once the page is hydrated.
 */
export function useReturnPath(): string {
  const location = useLocation();
  const hydrated = useHydrated();
  const from = hydrated ? (location.state as { from?: Partial<Location> } | null)?.from : undefined;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Navigates (replacing the history entry) once the session reports the user as signed in:
 * navigating straight after the sign-in call could reach a route guard before the app's session
 * has caught up, and the guard would send the user back to /login.
 */
export function useRedirectAfterSignIn(to: string): () => void {
  const { status } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (pending && status === 'signed-in') navigate(to, { replace: true });
  }, [pending, status, navigate, to]);

  return () => setPending(true);
}
