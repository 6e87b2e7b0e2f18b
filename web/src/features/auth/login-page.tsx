import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard } from './auth-card';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useAuthRules, type LoginFields } from './auth-fields';
import { EmailInput, PasswordInput, SignInForm } from './auth-inputs';
import { useAuthForm } from './use-auth-form';
import { useRecordUser } from './record-user';
import { useRedirectAfterSignIn, useReturnPath } from './use-redirect-after-sign-in';

export default function LoginPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'auth.loginTitle' }) });
  const { emailRules, passwordRules } = useAuthRules();
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
    <AuthCard title={formatMessage({ id: 'auth.loginTitle' })} subtitle={returnPath !== '/' ? formatMessage({ id: 'auth.loginToContinue' }) : undefined}>
      <SignInForm
        form={form}
        onSubmit={onSubmit}
        submit={{ label: formatMessage({ id: 'auth.loginSubmit' }), busyLabel: formatMessage({ id: 'auth.loggingIn' }) }}
        other={{ question: formatMessage({ id: 'auth.newHere' }), to: '/register', label: formatMessage({ id: 'auth.pleaseRegister' }) }}
        onSignedIn={() => redirect()}
      >
        <EmailInput {...form.field('email')} />
        <PasswordInput autoComplete="current-password" {...form.field('password')} />
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <Box component={RouterLink} to="/reset-password" sx={{ typography: 'body2', color: 'primary.main' }}>
            <FormattedMessage id="auth.forgotPassword" />
          </Box>
        </Box>
      </SignInForm>
    </AuthCard>
  );
}
