import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { loadAuth } from '../../lib/auth-sdk';
import { useIntl } from '../../lib/i18n/intl';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard, AuthError } from './auth-card';
import { useAuthRules } from './auth-fields';
import { AuthSubmit, AuthSwitch, EmailInput } from './auth-inputs';
import { useAuthForm } from './use-auth-form';

export default function ResetPasswordPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'auth.resetTitle' }) });
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
    <AuthCard title={formatMessage({ id: 'auth.resetTitle' })} subtitle={formatMessage({ id: 'auth.resetSubtitle' })}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        <EmailInput {...field('email')} />
        {sentTo && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {formatMessage({ id: 'auth.resetSent' }, { email: sentTo })}
          </Alert>
        )}
        <AuthError message={failure} />
        <AuthSubmit busy={isSubmitting} label={formatMessage({ id: 'auth.resetSubmit' })} busyLabel={formatMessage({ id: 'auth.resetSending' })} />
      </Box>
      <AuthSwitch question={formatMessage({ id: 'auth.remembered' })} to="/login" label={formatMessage({ id: 'auth.backToLogin' })} />
    </AuthCard>
  );
}
