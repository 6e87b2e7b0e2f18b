import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFeedback } from '../../components/feedback';
import { TextInput } from '../../components/text-input';
import { errorMessage } from '../../lib/api-client';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard, AuthError } from './auth-card';
import { emailRules, newPasswordRules, usernameRules, type RegisterFields } from './auth-fields';
import { useAuthForm } from './use-auth-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { useRecordUser } from './record-user';
import { useRedirectAfterSignIn } from './use-redirect-after-sign-in';

export default function RegisterPage() {
  usePageMeta({ title: 'Register' });
  const { notify } = useFeedback();
  const redirect = useRedirectAfterSignIn('/');
  const [failure, setFailure] = useState<string | null>(null);
  const recordUser = useRecordUser();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm<RegisterFields>(
    { username: '', email: '', password: '' },
    { username: usernameRules, email: emailRules, password: newPasswordRules },
  );

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setFailure(null);
    try {
      const { sdk, auth } = await loadAuth();
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      await sdk.updateProfile(user, { displayName: username });
      let verificationSent = true;
      try {
        await sdk.sendEmailVerification(user);
      } catch {
        // The account exists; the purchase page offers to send the email again.
        verificationSent = false;
      }
      await recordUser(user, username);
      notify(
        verificationSent
          ? `Welcome, ${username}! We sent a verification email to ${email}.`
          : `Welcome, ${username}! Your account is ready; verify your email from the purchase page.`,
        'success',
      );
      redirect();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Register" subtitle="Create an account to order tools and follow your orders.">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        <TextInput
          label="Username"
          autoComplete="name"
          required
          {...register('username')}
          error={!!errors.username}
          helperText={errors.username?.message}
        />
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
          autoComplete="new-password"
          required
          {...register('password')}
          error={!!errors.password}
          helperText={errors.password?.message ?? 'At least 6 characters'}
        />
        <AuthError message={failure} />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 3 }} disabled={isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Register'}
        </Button>
      </Box>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" underline="always">
          Please Login
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
