import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { InviteMemberBody } from '@store/contract/company';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFeedback } from '../../components/feedback';
import { useActionErrorText } from '../../lib/action-error-text';
import type { ErrorMessages } from '../../lib/api-client';
import { showServerFieldErrors, type FieldMessages } from '../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useInviteMember } from './api/members';
import { useFormFieldError } from './company-labels';
import { OrderLimitField, orderLimitValue, RoleField } from './member-fields';

type InviteFields = z.input<typeof InviteMemberBody>;
type InviteValues = z.output<typeof InviteMemberBody>;
const FIELDS = ['email', 'role', 'orderLimit'] as const;

const EMAIL_ERRORS: FieldMessages = { too_big: 'tradeAccount.emailTooLong', other: 'tradeAccount.emailInvalid' };
/** An invitation refused for the email's sake: it is already a member's. */
const INVITE_REFUSALS: ErrorMessages = { conflict: 'tradeAccount.inviteConflict' };

/** The owner invites someone by email, as an approver or a buyer (with an order limit, or none). */
export function InviteMemberForm({ companyId }: { companyId: string }) {
  const form = useForm<InviteFields, unknown, InviteValues>({
    resolver: zodResolver(InviteMemberBody),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'buyer' },
  });
  const { register, handleSubmit, watch, reset, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const { formatMessage } = useIntl();
  const fieldError = useFormFieldError();
  const errorText = useActionErrorText(undefined, INVITE_REFUSALS);
  const { notify } = useFeedback();
  const invite = useInviteMember(companyId);
  const [failure, setFailure] = useState<string | null>(null);
  const buyer = watch('role') === 'buyer';

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const invitation = await invite.mutateAsync(body);
      reset();
      notify(formatMessage({ id: 'tradeAccount.invited' }, { email: invitation.email }), 'success');
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      setFailure(errorText(error));
    }
  });

  const emailLabel = formatMessage({ id: 'tradeAccount.email' });
  return (
    <Box component="section" aria-labelledby="invite-heading">
      <Typography id="invite-heading" variant="h6" component="h3">
        <FormattedMessage id="tradeAccount.inviteHeading" />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="tradeAccount.inviteText" />
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="invite-heading" sx={{ maxWidth: 640 }}>
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="off"
          required
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={fieldError(errors.email, EMAIL_ERRORS, { name: 'email', label: emailLabel })}
        />
        <RoleField {...register('role')} error={errors.role} />
        {buyer && <OrderLimitField {...register('orderLimit', { setValueAs: orderLimitValue(undefined), shouldUnregister: true })} error={errors.orderLimit} />}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 1 }}>
          <FormattedMessage id={isSubmitting ? 'tradeAccount.inviting' : 'tradeAccount.invite'} />
        </Button>
      </Box>
    </Box>
  );
}
