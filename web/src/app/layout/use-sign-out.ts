import { useIntl } from '../../lib/i18n/intl';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../../components/feedback';
import { useErrorText } from '../../lib/api-client';
import { loadAuth } from '../../lib/auth-sdk';

/** Signs out (ending the provider's session), says so, and goes Home. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  return async () => {
    try {
      const { sdk, auth } = await loadAuth();
      await sdk.signOut(auth);
      notify(formatMessage({ id: 'nav.signedOut' }), 'info');
      navigate('/');
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };
}
