import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TextInput } from '../../components/text-input';
import { errorMessage } from '../../lib/api-client';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard, AuthError } from './auth-card';
import { emailRules, passwordRules, type LoginFields } from './auth-fields';
import { useAuthForm } from './use-auth-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { useRecordUser } from './record-user';
import { useRedirectAfterSignIn, useReturnPath } from './use-redirect-after-sign-in';

export default function LoginPage() {
  usePageMeta({ title: 'Login' });
  const returnPath = useReturnPath();
  const redirect = useRedirectAfterSignIn(returnPath);
  const [failure, setFailure] = useState<string | null>(null);
  const recordUser = useRecordUser();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm<LoginFields>({ email: '', password: '' }, { email: emailRules, password: passwordRules });

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
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextInput
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...register('password')}
          error={!!errors.password}
          helperText={errors.password?.message}
        />
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <Link component={RouterLink} to="/reset-password" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <AuthError message={failure} />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 3 }} disabled={isSubmitting}>
          {isSubmitting ? 'Logging in…' : 'Login'}
        </Button>
      </Box>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        New here?{' '}
        <Link component={RouterLink} to="/register" underline="always">
          Please Register
        </Link>
      </Typography>
      <Divider sx={{ my: 3 }}>or</Divider>
      <GoogleSignInButton
        disabled={isSubmitting}
        onSignedIn={() => redirect()}
        onError={(error) => setFailure(errorMessage(error))}
      />
    </AuthCard>
  );
}
