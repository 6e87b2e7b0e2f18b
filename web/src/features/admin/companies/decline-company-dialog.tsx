import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { UpdateCompanyBody, type Company } from '@store/contract/company';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useActionErrorText } from '../../../lib/action-error-text';
import { asSentence, showServerFieldErrors, useFieldErrorText, type FieldMessages, requiredTextMessages } from '../../../lib/form-errors';
import { useIntl } from '../../../lib/i18n/intl';
import { useUpdateCompany } from './api/update-company';

/** The contract's rule for a decline's reason. */
const Reason = UpdateCompanyBody.shape.reason.unwrap();
const DeclineForm = z.object({ reason: Reason });
type DeclineValues = z.output<typeof DeclineForm>;
const REASON_MAX = Reason.maxLength ?? undefined;

// What the contract's problems with the reason are called in another language than English.
const REASON_ERRORS: FieldMessages = requiredTextMessages('admin.companies.reasonRequired', 'admin.companies.reasonTooLong', 'admin.companies.reasonBadCharacters');

interface DeclineCompanyDialogProps {
  company: Company;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Declines an application, with the reason the applicant reads in the mail that tells them. */
export function DeclineCompanyDialog({ company, onClose, onDone }: DeclineCompanyDialogProps) {
  const { formatMessage } = useIntl();
  const fieldErrorText = useFieldErrorText();
  const errorText = useActionErrorText();
  const updateCompany = useUpdateCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof DeclineForm>, unknown, DeclineValues>({ resolver: zodResolver(DeclineForm), mode: 'onTouched', defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await updateCompany.mutateAsync({ companyId: company.id, body: { status: 'declined', reason } });
      onDone(formatMessage({ id: 'admin.companies.declined' }, { name: company.name }));
    } catch (error) {
      showServerFieldErrors(error, ['reason'], setError);
      setFailure(errorText(error));
    }
  });

  return (
    <FormDialog
      title={formatMessage({ id: 'admin.companies.declineTitle' }, { name: company.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={formatMessage({ id: 'admin.companies.decline' })}
      failure={failure}
      destructive
    >
      <TextField
        label={formatMessage({ id: 'admin.companies.reason' })}
        required
        autoFocus
        multiline
        minRows={3}
        {...register('reason')}
        error={Boolean(errors.reason)}
        helperText={
          asSentence(fieldErrorText(errors.reason, REASON_ERRORS, { max: REASON_MAX })) ??
          formatMessage({ id: 'admin.companies.reasonHint' }, { email: company.ownerEmail })
        }
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </FormDialog>
  );
}
