import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { Navigate, useLocation } from 'react-router-dom';
import { NotAllowed } from '../../components/not-allowed';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { useSessionSettling } from '../guards';

/** Administrator pages: the `admin` custom claim decides; customers see the not-allowed page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const { status, isAdmin } = session;
  const location = useLocation();
  const { formatMessage } = useIntl();
  if (useSessionSettling(session)) return <PageLoader label={formatMessage({ id: 'frame.checkingSignIn' })} />;
  if (status === 'signed-out') return <Navigate to="/login" state={{ from: location }} replace />;
  if (!isAdmin) return <NotAllowed />;
  return <>{children}</>;
}
