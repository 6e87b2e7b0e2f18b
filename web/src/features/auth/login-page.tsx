import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard } from './auth-card';
import { emailRules, passwordRules, type LoginFields } from './auth-fields';
import { EmailInput, PasswordInput, SignInForm } from './auth-inputs';
import { useAuthForm } from './use-auth-form';
import { useRecordUser } from './record-user';
import { useRedirectAfterSignIn, useReturnPath } from './use-redirect-after-sign-in';

export default function LoginPage() {
  usePageMeta({ title: 'Login' });
  const returnPath = useReturnPath();
  const redirect = useRedirectAfterSignIn(returnPath);
  const recordUser = useRecordUser();
  const form = useAuthForm<LoginFields>({ email: '', password: '' }, { email: emailRules, password: passwordRules });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    const { sdk, auth } = await loadAuth();
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    await recordUser(user);
    redirect();
  });

  return (
    <AuthCard title="Login" subtitle={returnPath !== '/' ? 'Please log in to continue.' : undefined}>
      <SignInForm
        form={form}
        onSubmit={onSubmit}
        submit={{ label: 'Login', busyLabel: 'Logging in…' }}
        other={{ question: 'New here?', to: '/register', label: 'Please Register' }}
        onSignedIn={() => redirect()}
      >
        <EmailInput {...form.field('email')} />
        <PasswordInput autoComplete="current-password" {...form.field('password')} />
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <Box component={RouterLink} to="/reset-password" sx={{ typography: 'body2', color: 'primary.main' }}>
            Forgot password?
          </Box>
        </Box>
      </SignInForm>
    </AuthCard>
  );
}
