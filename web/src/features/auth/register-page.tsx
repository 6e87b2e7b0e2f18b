import { useFeedback } from '../../components/feedback';
import { TextInput } from '../../components/text-input';
import { loadAuth } from '../../lib/auth-sdk';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard } from './auth-card';
import { emailRules, newPasswordRules, usernameRules, type RegisterFields } from './auth-fields';
import { EmailInput, PasswordInput, SignInForm } from './auth-inputs';
import { useAuthForm } from './use-auth-form';
import { useRecordUser } from './record-user';
import { useRedirectAfterSignIn } from './use-redirect-after-sign-in';

export default function RegisterPage() {
  usePageMeta({ title: 'Register' });
  const { notify } = useFeedback();
  const redirect = useRedirectAfterSignIn('/');
  const recordUser = useRecordUser();
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
    await recordUser(user, username);
    notify(
      verificationSent
        ? `Welcome, ${username}! We sent a verification email to ${email}.`
        : `Welcome, ${username}! Your account is ready; verify your email from the purchase page.`,
      'success',
    );
    redirect();
  });

  const password = form.field('password');
  return (
    <AuthCard title="Register" subtitle="Create an account to order tools and follow your orders.">
      <SignInForm
        form={form}
        onSubmit={onSubmit}
        submit={{ label: 'Register', busyLabel: 'Creating your account…' }}
        other={{ question: 'Already have an account?', to: '/login', label: 'Please Login' }}
        onSignedIn={() => redirect()}
      >
        <TextInput label="Username" autoComplete="name" {...form.field('username')} />
        <EmailInput {...form.field('email')} />
        <PasswordInput autoComplete="new-password" {...password} helperText={password.helperText ?? 'At least 6 characters'} />
      </SignInForm>
    </AuthCard>
  );
}
