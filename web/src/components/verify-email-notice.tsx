import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useActionErrorText } from '../lib/action-error-text';
import { refreshVerificationStatus, resendVerificationEmail } from '../lib/email-verification';
import { FormattedMessage, useIntl } from '../lib/i18n/intl';
import type { MessageId } from '../lib/i18n/message-id';
import { useFeedback } from './feedback';

/** The notice's words: what needs the verified email, why, and what the customer can do once verified. */
export interface VerifyEmailWords {
  title: MessageId;
  why: MessageId;
  then: MessageId;
}

/** The words of the purposes several pages share; a feature with a purpose of its own gives its words instead. */
const PURPOSES: Record<'order' | 'quote' | 'review', VerifyEmailWords> = {
  order: { title: 'verifyEmail.orderTitle', why: 'verifyEmail.orderWhy', then: 'verifyEmail.orderThen' },
  quote: { title: 'verifyEmail.quoteTitle', why: 'verifyEmail.quoteWhy', then: 'verifyEmail.quoteThen' },
  review: { title: 'verifyEmail.reviewTitle', why: 'verifyEmail.reviewWhy', then: 'verifyEmail.reviewThen' },
};

/**
 * Orders and reviews need a verified email. Explains why, resends the email, and picks up a verification
 * done in another tab or on the phone: reload() refreshes emailVerified and the forced token refresh
 * gives the API a token that says so (and makes the app's session re-render).
 */
export function VerifyEmailNotice({ user, purpose }: { user: User; purpose: keyof typeof PURPOSES | VerifyEmailWords }) {
  const words = typeof purpose === 'string' ? PURPOSES[purpose] : purpose;
  const { notify } = useFeedback();
  const { formatMessage } = useIntl();
  const errorText = useActionErrorText();
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);

  const resend = async () => {
    setBusy('send');
    try {
      await resendVerificationEmail(user);
      notify(formatMessage({ id: 'verifyEmail.sent' }, { email: user.email ?? '' }), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  const checkVerified = async () => {
    setBusy('check');
    try {
      if (await refreshVerificationStatus(user)) notify(formatMessage({ id: 'verifyEmail.verified' }, { then: formatMessage({ id: words.then }) }), 'success');
      else notify(formatMessage({ id: 'verifyEmail.notYet' }), 'info');
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert severity="warning" icon={<MarkEmailUnreadOutlined />} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>
        <FormattedMessage id={words.title} />
      </AlertTitle>
      <Typography variant="body2">
        <FormattedMessage id={words.why} />{' '}
        <FormattedMessage id="verifyEmail.linkSent" values={{ email: user.email ?? '', strong: (chunks) => <strong>{chunks}</strong> }} />
      </Typography>
      {/* The buttons wrap as whole buttons: in the narrow order column, words broken over two lines read badly. */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button variant="contained" color="primary" onClick={resend} disabled={busy !== null}>
          <FormattedMessage id={busy === 'send' ? 'verifyEmail.sending' : 'verifyEmail.resend'} />
        </Button>
        <Button variant="outlined" onClick={checkVerified} disabled={busy !== null}>
          <FormattedMessage id={busy === 'check' ? 'verifyEmail.checking' : 'verifyEmail.done'} />
        </Button>
      </Stack>
    </Alert>
  );
}
