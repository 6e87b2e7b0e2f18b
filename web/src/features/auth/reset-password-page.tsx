import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard, AuthError } from './auth-card';
import { useAuthRules } from './auth-fields';
import { AuthSubmit, AuthSwitch, EmailInput } from './auth-inputs';
import { useAuthForm } from './use-auth-form';

export default function ResetPasswordPage() {
  usePageMeta({ title: 'Reset password' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { emailRules } = useAuthRules();
  const { field, handleSubmit, isSubmitting, failure } = useAuthForm({ email: '' }, { email: emailRules });

  const onSubmit = handleSubmit(async ({ email }) => {
    setSentTo(null);
    try {
      const { sdk, auth } = await loadAuth();
      await sdk.sendPasswordResetEmail(auth, email);
      setSentTo(email);
    } catch (error) {
      // Saying "no such account" would tell anyone which emails are registered.
      if ((error as { code?: string }).code === 'auth/user-not-found') setSentTo(email);
      else throw error;
    }
  });

  return (
    <AuthCard title="Reset password" subtitle="We will email you a link to choose a new password.">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        <EmailInput {...field('email')} />
        {sentTo && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            If an account exists for {sentTo}, a link to reset its password is on its way. Check your inbox and spam folder.
          </Alert>
        )}
        <AuthError message={failure} />
        <AuthSubmit busy={isSubmitting} label="Send reset link" busyLabel="Sending…" />
      </Box>
      <AuthSwitch question="Remembered it?" to="/login" label="Back to login" />
    </AuthCard>
  );
}
