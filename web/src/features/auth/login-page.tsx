import Box from '@mui/material/Box';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard, AuthError } from './auth-card';
import { emailRules, passwordRules, type LoginFields } from './auth-fields';
import { AuthSubmit, EmailInput, OtherWaysIn, PasswordInput } from './auth-inputs';
import { useAuthForm } from './use-auth-form';
import { useRecordUser } from './record-user';
import { useRedirectAfterSignIn, useReturnPath } from './use-redirect-after-sign-in';

export default function LoginPage() {
  usePageMeta({ title: 'Login' });
  const returnPath = useReturnPath();
  const redirect = useRedirectAfterSignIn(returnPath);
  const [failure, setFailure] = useState<string | null>(null);
  const recordUser = useRecordUser();
  const { field, handleSubmit, isSubmitting } = useAuthForm<LoginFields>({ email: '', password: '' }, { email: emailRules, password: passwordRules });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { sdk, auth } = await loadAuth();
      const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
      await recordUser(user);
      redirect();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Login" subtitle={returnPath !== '/' ? 'Please log in to continue.' : undefined}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        <EmailInput {...field('email')} />
        <PasswordInput autoComplete="current-password" {...field('password')} />
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <Box component={RouterLink} to="/reset-password" sx={{ typography: 'body2', color: 'primary.main' }}>
            Forgot password?
          </Box>
        </Box>
        <AuthError message={failure} />
        <AuthSubmit busy={isSubmitting} label="Login" busyLabel="Logging in…" />
      </Box>
      <OtherWaysIn
        question="New here?"
        to="/register"
        label="Please Register"
        busy={isSubmitting}
        onSignedIn={() => redirect()}
        onError={(error) => setFailure(errorMessage(error))}
      />
    </AuthCard>
  );
}
