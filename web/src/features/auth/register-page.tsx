import { useFeedback } from '../../components/feedback';
import { TextInput } from '../../components/text-input';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard } from './auth-card';
import { useIntl } from '../../lib/i18n/intl';
import { useLocale } from '../../lib/i18n/locale-path';
import { useAuthRules, type RegisterFields } from './auth-fields';
import { EmailInput, PasswordInput, SignInForm } from './auth-inputs';
import { useAuthForm } from './use-auth-form';
import { useRecordUser } from './record-user';
import { useRedirectAfterSignIn } from './use-redirect-after-sign-in';

export default function RegisterPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'auth.registerTitle' }) });
  const { emailRules, newPasswordRules, usernameRules } = useAuthRules();
  const { notify } = useFeedback();
  const redirect = useRedirectAfterSignIn('/');
  const recordUser = useRecordUser();
  const locale = useLocale();
  const form = useAuthForm<RegisterFields>(
    { username: '', email: '', password: '' },
    { username: usernameRules, email: emailRules, password: newPasswordRules },
  );

  const onSubmit = form.handleSubmit(async ({ username, email, password }) => {
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
    // The new account speaks the language of the page it signed up on.
    await recordUser(user, username, locale);
    notify(
      verificationSent
        ? formatMessage({ id: 'auth.welcomeVerificationSent' }, { username, email })
        : formatMessage({ id: 'auth.welcomeVerifyLater' }, { username }),
      'success',
    );
    redirect();
  });

  const password = form.field('password');
  return (
    <AuthCard title={formatMessage({ id: 'auth.registerTitle' })} subtitle={formatMessage({ id: 'auth.registerSubtitle' })}>
      <SignInForm
        form={form}
        onSubmit={onSubmit}
        submit={{ label: formatMessage({ id: 'auth.registerSubmit' }), busyLabel: formatMessage({ id: 'auth.creatingAccount' }) }}
        other={{ question: formatMessage({ id: 'auth.haveAccount' }), to: '/login', label: formatMessage({ id: 'auth.pleaseLogin' }) }}
        onSignedIn={() => redirect()}
      >
        <TextInput label={formatMessage({ id: 'auth.username' })} autoComplete="name" {...form.field('username')} />
        <EmailInput {...form.field('email')} />
        <PasswordInput autoComplete="new-password" {...password} helperText={password.helperText ?? formatMessage({ id: 'auth.passwordHint' }, { min: 6 })} />
      </SignInForm>
    </AuthCard>
  );
}
