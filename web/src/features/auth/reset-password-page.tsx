import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TextInput } from '../../components/text-input';
import { errorMessage } from '../../lib/api-client';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard, AuthError } from './auth-card';
import { emailRules } from './auth-fields';
import { useAuthForm } from './use-auth-form';

export default function ResetPasswordPage() {
  usePageMeta({ title: 'Reset password' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm({ email: '' }, { email: emailRules });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setSentTo(null);
    try {
      const { sdk, auth } = await loadAuth();
      await sdk.sendPasswordResetEmail(auth, email);
      setSentTo(email);
    } catch (error) {
      // Saying "no such account" would tell anyone which emails are registered.
      if ((error as { code?: string }).code === 'auth/user-not-found') setSentTo(email);
      else setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Reset password" subtitle="We will email you a link to choose a new password.">
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
        {sentTo && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            If an account exists for {sentTo}, a link to reset its password is on its way. Check your inbox and spam folder.
          </Alert>
        )}
        <AuthError message={failure} />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 3 }} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
      </Box>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/login" underline="always">
          Back to login
        </Link>
      </Typography>
    </AuthCard>
  );
}
