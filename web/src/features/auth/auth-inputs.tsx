import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';
import { AuthError } from './auth-card';
import { useAuthErrorText } from './auth-error-text';
import { GoogleSignInButton } from './google-sign-in-button';
import type { AuthForm } from './use-auth-form';
import { TextInput, type TextInputProps } from '../../components/text-input';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';

type FieldProps = Omit<TextInputProps, 'label'>;

/** The email field of the sign-in forms. */
export const EmailInput = (props: FieldProps) => (
  <TextInput label={useIntl().formatMessage({ id: 'auth.email' })} type="email" autoComplete="email" {...props} />
);

/** A password field: `current-password` to sign in, `new-password` to choose one. */
export const PasswordInput = (props: FieldProps & { autoComplete: 'current-password' | 'new-password' }) => (
  <TextInput label={useIntl().formatMessage({ id: 'auth.password' })} type="password" {...props} />
);

/**
 * The form's submit button, which says what it is doing while the form is sent. It waits for the page to be
 * hydrated: before, the browser would send the form itself, as a GET with the password in the address.
 */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 3 }} disabled={busy || !hydrated}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** "New here? Please Register" under a form: the way to the other form, as a plain underlined link. */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <Typography sx={{ mt: 2, textAlign: 'center' }}>
      {question}{' '}
      <Box component={RouterLink} to={to} sx={{ color: 'primary.main' }}>
        {label}
      </Box>
    </Typography>
  );
}

/** The rule with "or" in it between a form and the other way to sign in. */
export function OrRule() {
  return (
    <Box
      role="separator"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 3, color: 'text.secondary', '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' } }}
    >
      <FormattedMessage id="auth.or" />
    </Box>
  );
}

/**
 * The login and register forms: their fields, the failure, the submit button, then the way to the other form,
 * "or" and the Google button, which waits while the form is being sent.
 */
export function SignInForm({
  form: { isSubmitting, failure, setFailure },
  onSubmit,
  submit,
  other,
  onSignedIn,
  children,
}: {
  form: Pick<AuthForm, 'isSubmitting' | 'failure' | 'setFailure'>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: { label: string; busyLabel: string };
  other: { question: string; to: string; label: string };
  onSignedIn: () => void;
  children: ReactNode;
}) {
  const errorText = useAuthErrorText();
  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        {children}
        <AuthError message={failure} />
        <AuthSubmit busy={isSubmitting} {...submit} />
      </Box>
      <AuthSwitch {...other} />
      <OrRule />
      <GoogleSignInButton disabled={isSubmitting} onSignedIn={onSignedIn} onError={(error) => setFailure(errorText(error))} />
    </>
  );
}
