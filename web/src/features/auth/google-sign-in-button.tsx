import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { loadAuth } from '../../lib/auth-sdk';
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

  const signIn = async () => {
    setBusy(true);
    try {
      const { sdk, auth } = await loadAuth();
      const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
      await recordUser(user);
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
