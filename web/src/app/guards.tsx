import { useEffect, type ReactNode } from 'react';
import { useIntl } from '../lib/i18n/intl';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { loadAuth } from '../lib/auth-sdk';
import { useSession, type Session } from '../lib/session';

/** Whether the guard must wait: the session is loading, or only assumed, and then Firebase is asked. */
export function useSessionSettling(session: Session): boolean {
  const settling = session.status === 'loading' || session.assumed === true;
  useEffect(() => {
    if (session.assumed) void loadAuth();
  }, [session.assumed]);
  return settling;
}

/** Anonymous visitors go to /login, which brings them back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const { formatMessage } = useIntl();
  if (useSessionSettling(session)) return <PageLoader label={formatMessage({ id: 'frame.checkingSignIn' })} />;
  if (session.status === 'signed-out') return <Navigate to="/login" state={{ from: location }} replace />;
  return <>{children}</>;
}
