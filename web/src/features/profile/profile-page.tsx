import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reservedDisplayNamePart, type ReservedDisplayNamePart } from '@store/contract/display-name';
import { DISPLAY_NAME_MAX, ProfileInput } from '@store/contract/user';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFeedback } from '../../components/feedback';
import { useActionErrorText } from '../../lib/action-error-text';
import { useFieldErrorText, type FieldMessages } from '../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/page-meta';
import { refreshVerificationStatus, resendVerificationEmail } from '../../lib/email-verification';
import { useSaveDisplayName } from './api/save-display-name';
import { SavedAddresses } from './saved-addresses';

/** What the contract's problems with the name are called in another language than English; `reserved`, what in it passes for the store. */
function nameErrors(reserved: ReservedDisplayNamePart | undefined): FieldMessages {
  return {
    invalid_type: 'profile.nameRequired',
    too_small: 'profile.nameRequired',
    too_big: 'profile.nameTooLong',
    // The name's own check: a name that passes for the store, or characters that cannot be stored.
    custom: reserved ? ('word' in reserved ? 'profile.nameReservedWord' : 'profile.nameCheckMark') : 'profile.nameBadCharacters',
    other: 'profile.nameBadCharacters',
  };
}

export default function ProfilePage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'profile.title' }) });
  const { user } = useSession();

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="profile.title" />
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {user ? <ProfileDetails user={user} /> : <Typography>
            <FormattedMessage id="profile.loading" />
          </Typography>}
      </Paper>
      {user && <SavedAddresses uid={user.uid} />}
    </>
  );
}

function ProfileDetails({ user }: { user: User }) {
  const { notify } = useFeedback();
  const { formatMessage } = useIntl();
  const errorText = useActionErrorText();
  const saveDisplayName = useSaveDisplayName(user);
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileInput>({
    resolver: zodResolver(ProfileInput),
    defaultValues: { displayName: user.displayName ?? '' },
  });

  const fieldErrorText = useFieldErrorText();
  const reserved = reservedDisplayNamePart(getValues('displayName'));
  const nameError = fieldErrorText(errors.displayName, nameErrors(reserved), { max: DISPLAY_NAME_MAX, word: reserved && 'word' in reserved ? reserved.word : '' });

  const onSubmit = handleSubmit(async ({ displayName }) => {
    setSaveError(null);
    try {
      await saveDisplayName.mutateAsync(displayName);
      reset({ displayName });
      notify(formatMessage({ id: 'profile.nameSaved' }), 'success');
    } catch (error) {
      setSaveError(errorText(error));
    }
  });

  return (
    <Stack spacing={3}>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }} noValidate onSubmit={onSubmit} aria-label={formatMessage({ id: 'profile.editName' })}>
        <TextField
          margin="none"
          label={formatMessage({ id: 'profile.name' })}
          required
          fullWidth
          {...register('displayName')}
          error={Boolean(errors.displayName)}
          helperText={nameError ?? formatMessage({ id: 'profile.nameHint' })}
          slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX } }}
        />
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
          <FormattedMessage id={isSubmitting ? 'profile.saving' : 'profile.saveName'} />
        </Button>
      </Stack>
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <EmailDetails user={user} />
    </Stack>
  );
}

function EmailDetails({ user }: { user: User }) {
  const { notify } = useFeedback();
  const { formatMessage } = useIntl();
  const errorText = useActionErrorText();
  // user.reload() changes the same object in place, so the page keeps its own copy of the answer.
  const [verifiedSince, setVerifiedSince] = useState(false);
  const [busy, setBusy] = useState(false);
  const verified = user.emailVerified || verifiedSince;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const resend = () =>
    run(async () => {
      await resendVerificationEmail(user);
      notify(
        user.email ? formatMessage({ id: 'profile.verificationSentTo' }, { email: user.email }) : formatMessage({ id: 'profile.verificationSent' }),
        'success',
      );
    });

  const recheck = () =>
    run(async () => {
      const nowVerified = await refreshVerificationStatus(user);
      setVerifiedSince(nowVerified);
      notify(formatMessage({ id: nowVerified ? 'profile.nowVerified' : 'profile.notVerifiedYet' }), nowVerified ? 'success' : 'info');
    });

  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          <FormattedMessage id="profile.email" />
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography sx={{ wordBreak: 'break-all' }}>{user.email ?? '—'}</Typography>
          {verified ? (
            <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutline />} label={formatMessage({ id: 'profile.verified' })} />
          ) : (
            // Warning-orange text on white is below 4.5:1: the icon carries the colour, the label stays dark.
            <Chip size="small" variant="outlined" icon={<ErrorOutline color="warning" />} label={formatMessage({ id: 'profile.notVerified' })} sx={{ borderColor: 'warning.main' }} />
          )}
        </Stack>
      </div>
      {!verified && (
        <Alert
          severity="warning"
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button color="inherit" size="small" onClick={resend} disabled={busy}>
                <FormattedMessage id="profile.resend" />
              </Button>
              <Button color="inherit" size="small" onClick={recheck} disabled={busy}>
                <FormattedMessage id="profile.haveVerified" />
              </Button>
            </Stack>
          }
        >
          <FormattedMessage id="profile.verifyToOrder" />
        </Alert>
      )}
    </Stack>
  );
}
