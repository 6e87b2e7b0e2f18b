import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { moneyAmount } from '@store/contract/money-schema';
import { TERMS_DAYS, TermsDays, type Company, type UpdateCompanyBody } from '@store/contract/company';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useActionErrorText } from '../../../lib/action-error-text';
import { ApiError } from '../../../lib/api-client';
import { asSentence, showServerFieldErrors, useFieldErrorText, type FieldMessages, moneyMessages } from '../../../lib/form-errors';
import { useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUpdateCompany } from './api/update-company';
import { useCompanyLabels } from './company-labels';

/** The contract's rules for a credit limit and terms, named as the English form says them ("Credit limit must be at least 0"). */
const CreditTermsForm = z.object({ creditLimit: moneyAmount('credit limit', { min: 'zero' }), termsDays: TermsDays });
type CreditTermsValues = z.output<typeof CreditTermsForm>;
const FIELDS = ['creditLimit', 'termsDays'] as const;
const DEFAULT_TERMS_DAYS = 30;

// What the contract's problems with the limit are called in another language than English.
const LIMIT_ERRORS: FieldMessages = moneyMessages('admin.companies.limitRequired', 'admin.companies.limitNotNegative', 'admin.companies.limitTooLarge', 'admin.companies.limitPoisha');

/**
 * What the company owes, from a 409 credit-limit refusal of a lower limit: the figure the API gives, or what the
 * list last showed when it gives none.
 */
function owedFrom(error: ApiError, company: Company): number {
  const owed = Number(error.details?.find((detail) => detail.field === 'outstanding')?.message);
  return Number.isFinite(owed) ? owed : company.outstanding;
}

/** Only what the administrator changed: the API records each change, and an unchanged value is none. */
function changes(company: Company, { creditLimit, termsDays }: CreditTermsValues): UpdateCompanyBody {
  return {
    ...(creditLimit !== company.creditLimit && { creditLimit }),
    ...(termsDays !== company.termsDays && { termsDays }),
  };
}

interface CreditTermsDialogProps {
  company: Company;
  /** `approve` an application with a limit and terms, or `edit` those of an approved account. */
  mode: 'approve' | 'edit';
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * A credit limit (0 or more, taka) and payment terms (net 7 to 60 days): to approve an application, or to change
 * an account's. A limit below what the company already owes is refused (409 credit-limit), and said with that figure.
 */
export function CreditTermsDialog({ company, mode, onClose, onDone }: CreditTermsDialogProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const labels = useCompanyLabels();
  const fieldErrorText = useFieldErrorText();
  const errorText = useActionErrorText();
  const updateCompany = useUpdateCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const approving = mode === 'approve';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof CreditTermsForm>, unknown, CreditTermsValues>({
    resolver: zodResolver(CreditTermsForm),
    mode: 'onTouched',
    defaultValues: approving
      ? { creditLimit: '' as unknown as number, termsDays: DEFAULT_TERMS_DAYS }
      : { creditLimit: company.creditLimit, termsDays: company.termsDays ?? DEFAULT_TERMS_DAYS },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body: UpdateCompanyBody = approving ? { status: 'approved', ...values } : changes(company, values);
    if (Object.keys(body).length === 0) {
      // Nothing changed: nothing to send.
      onClose();
      return;
    }
    try {
      await updateCompany.mutateAsync({ companyId: company.id, body });
      onDone(formatMessage({ id: approving ? 'admin.companies.approved' : 'admin.companies.updated' }, { name: company.name }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'credit-limit') {
        // The field says what is owed now, as its hint did (the list's figure may have been out of date).
        const owed = format.money(owedFrom(error, company));
        setError('creditLimit', { type: 'server', message: formatMessage({ id: 'admin.companies.owedNow' }, { owed }) });
        setFailure(formatMessage({ id: 'admin.companies.limitBelowOwed' }, { name: company.name, owed }));
        return;
      }
      showServerFieldErrors(error, FIELDS, setError);
      setFailure(errorText(error));
    }
  });

  // The refusal's own message is already in the page's language.
  const limitError = errors.creditLimit?.type === 'server' ? errors.creditLimit.message : asSentence(fieldErrorText(errors.creditLimit, LIMIT_ERRORS));
  const limitHint = approving
    ? formatMessage({ id: 'admin.companies.limitHint' })
    : formatMessage({ id: 'admin.companies.owedNow' }, { owed: format.money(company.outstanding) });
  const title = formatMessage({ id: approving ? 'admin.companies.approveTitle' : 'admin.companies.editTitle' }, { name: company.name });

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={formatMessage({ id: approving ? 'admin.companies.approve' : 'admin.companies.save' })}
      failure={failure}
    >
      {approving && (
        <DialogContentText sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {formatMessage({ id: 'admin.companies.approveIntro' }, { email: company.ownerEmail })}
        </DialogContentText>
      )}
      <TextField
        label={formatMessage({ id: 'admin.companies.creditLimitTaka' })}
        type="number"
        required
        autoFocus
        {...register('creditLimit', { valueAsNumber: true })}
        error={Boolean(errors.creditLimit)}
        helperText={limitError ?? limitHint}
        slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
      />
      <TextField
        select
        label={formatMessage({ id: 'admin.companies.paymentTerms' })}
        required
        {...register('termsDays', { setValueAs: Number })}
        helperText={formatMessage({ id: 'admin.companies.termsHint' })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {TERMS_DAYS.map((days) => (
          <option key={days} value={days}>
            {labels.terms(days)}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
