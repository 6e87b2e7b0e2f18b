import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/load-state';
import { NotAllowed } from '../components/not-allowed';
import { useSession } from '../lib/session';

/** Anonymous visitors go to /login, which brings them back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader label="Checking your sign-in" />;
  if (status === 'signed-out') return <Navigate to="/login" state={{ from: location }} replace />;
  return <>{children}</>;
}

/** Administrator pages: the `admin` custom claim decides; customers see the not-allowed page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader label="Checking your sign-in" />;
  if (status === 'signed-out') return <Navigate to="/login" state={{ from: location }} replace />;
  if (!isAdmin) return <NotAllowed />;
  return <>{children}</>;
}
