import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { refreshVerificationStatus, resendVerificationEmail } from '../lib/email-verification';
import { useFeedback } from './feedback';

/** What needs the verified email, and why, in the notice's words. */
const PURPOSES = {
  order: { title: 'Verify your email to place an order', why: 'We only take orders from verified email addresses, so that order updates reach you.', then: 'You can place your order now.' },
  quote: { title: 'Verify your email to ask for a quote', why: 'We only quote for verified email addresses, so that our answer reaches you.', then: 'You can ask for your quote now.' },
  review: { title: 'Verify your email to review tools', why: 'Only customers with a verified email address review tools, so that ratings come from real buyers.', then: 'You can add your review now.' },
} as const;

/**
 * Orders and reviews need a verified email. Explains why, resends the email, and picks up a verification
 * done in another tab or on the phone: reload() refreshes emailVerified and the forced token refresh
 * gives the API a token that says so (and makes the app's session re-render).
 */
export function VerifyEmailNotice({ user, purpose }: { user: User; purpose: keyof typeof PURPOSES }) {
  const words = PURPOSES[purpose];
  const { notify } = useFeedback();
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);

  const resend = async () => {
    setBusy('send');
    try {
      await resendVerificationEmail(user);
      notify(`Verification email sent to ${user.email}. Open the link in it, then come back here.`, 'success');
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  const checkVerified = async () => {
    setBusy('check');
    try {
      if (await refreshVerificationStatus(user)) notify(`Thanks, your email is verified. ${words.then}`, 'success');
      else notify('Your email is not verified yet. Open the link in the email we sent, then try again.', 'info');
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert severity="warning" icon={<MarkEmailUnreadOutlined />} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{words.title}</AlertTitle>
      <Typography variant="body2">
        {words.why} We sent a link to{' '}
        <strong>{user.email}</strong> when you registered.
      </Typography>
      {/* The buttons wrap as whole buttons: in the narrow order column, words broken over two lines read badly. */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button variant="contained" color="primary" onClick={resend} disabled={busy !== null}>
          {busy === 'send' ? 'Sending…' : 'Resend verification email'}
        </Button>
        <Button variant="outlined" onClick={checkVerified} disabled={busy !== null}>
          {busy === 'check' ? 'Checking…' : 'I have verified'}
        </Button>
      </Stack>
    </Alert>
  );
}
