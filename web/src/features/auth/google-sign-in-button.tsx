import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { loadAuth } from '../../lib/auth-sdk';
import { useLocale } from '../../lib/i18n/locale-path';
import { useRecordUser } from './record-user';
import { FormattedMessage } from '../../lib/i18n/intl';

export interface GoogleSignInButtonProps {
  onSignedIn: (user: User) => void;
  onError: (error: unknown) => void;
  disabled?: boolean;
}

export function GoogleSignInButton({ onSignedIn, onError, disabled }: GoogleSignInButtonProps) {
  const [busy, setBusy] = useState(false);
  const recordUser = useRecordUser();
  const locale = useLocale();

  const signIn = async () => {
    setBusy(true);
    try {
      const { sdk, auth } = await loadAuth();
      const result = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
      const { user } = result;
      // A first sign-in with Google is a sign-up: the new account speaks the language of the page.
      await recordUser(user, undefined, sdk.getAdditionalUserInfo(result)?.isNewUser ? locale : undefined);
      onSignedIn(user);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outlined"
      fullWidth
      size="large"
      startIcon={<GoogleIcon />}
      onClick={signIn}
      disabled={disabled || busy}
    >
      <FormattedMessage id="auth.continueWithGoogle" />
    </Button>
  );
}
