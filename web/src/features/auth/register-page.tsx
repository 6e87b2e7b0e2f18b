import Box from '@mui/material/Box';
import { useState } from 'react';
import { useFeedback } from '../../components/feedback';
import { TextInput } from '../../components/text-input';
import { errorMessage } from '../../lib/api-client';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard, AuthError } from './auth-card';
import { emailRules, newPasswordRules, usernameRules, type RegisterFields } from './auth-fields';
import { AuthSubmit, EmailInput, OtherWaysIn, PasswordInput } from './auth-inputs';
import { useAuthForm } from './use-auth-form';
import { useRecordUser } from './record-user';
import { useRedirectAfterSignIn } from './use-redirect-after-sign-in';

export default function RegisterPage() {
  usePageMeta({ title: 'Register' });
  const { notify } = useFeedback();
  const redirect = useRedirectAfterSignIn('/');
  const [failure, setFailure] = useState<string | null>(null);
  const recordUser = useRecordUser();
  const { field, handleSubmit, isSubmitting } = useAuthForm<RegisterFields>(
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

  const password = field('password');
  return (
    <AuthCard title="Register" subtitle="Create an account to order tools and follow your orders.">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        <TextInput label="Username" autoComplete="name" {...field('username')} />
        <EmailInput {...field('email')} />
        <PasswordInput autoComplete="new-password" {...password} helperText={password.helperText ?? 'At least 6 characters'} />
        <AuthError message={failure} />
        <AuthSubmit busy={isSubmitting} label="Register" busyLabel="Creating your account…" />
      </Box>
      <OtherWaysIn
        question="Already have an account?"
        to="/login"
        label="Please Login"
        busy={isSubmitting}
        onSignedIn={() => redirect()}
        onError={(error) => setFailure(errorMessage(error))}
      />
    </AuthCard>
  );
}
