import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ApplyCompanyBody, COMPANY_NAME_MAX } from '@store/contract/company';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressField, PhoneField } from '../../domains/orders/delivery-fields';
import { useFeedback } from '../../components/feedback';
import { useActionErrorText } from '../../lib/action-error-text';
import type { ErrorMessages } from '../../lib/api-client';
import { showServerFieldErrors, type FieldMessages, requiredTextMessages } from '../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useApplyForCompany } from './api/apply-for-company';
import { useFormFieldError } from './company-labels';

type ApplyFields = z.input<typeof ApplyCompanyBody>;
const FIELDS = ['name', 'tradeLicence', 'bin', 'address', 'phone'] as const;
/** The contract's limit of the licence and BIN numbers. */
const NUMBER_MAX = 40;

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

// What the contract's problems with each field are called in another language than English.
const NAME_ERRORS: FieldMessages = requiredTextMessages('tradeAccount.nameRequired', 'tradeAccount.nameTooLong', 'tradeAccount.badCharacters');
const LICENCE_ERRORS: FieldMessages = requiredTextMessages('tradeAccount.licenceRequired', 'tradeAccount.numberTooLong', 'tradeAccount.badCharacters');
const BIN_ERRORS: FieldMessages = { too_big: 'tradeAccount.numberTooLong', other: 'tradeAccount.badCharacters' };
/** An application refused because the applicant already belongs to a company (or has applied). */
const APPLY_REFUSALS: ErrorMessages = { conflict: 'tradeAccount.applyConflict' };

/**
 * The application for a trade account: the company's name, trade licence, BIN (VAT registration, optional),
 * address and phone. `previous` fills it again after a declined application.
 */
export function ApplyForm({ previous }: { previous?: Partial<ApplyFields> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFields>({
    resolver: zodResolver(ApplyCompanyBody),
    mode: 'onTouched',
    defaultValues: { name: '', tradeLicence: '', address: '', phone: '', ...previous },
  });
  const { formatMessage } = useIntl();
  const fieldError = useFormFieldError();
  const errorText = useActionErrorText(undefined, APPLY_REFUSALS);
  const { notify } = useFeedback();
  const apply = useApplyForCompany();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await apply.mutateAsync(body);
      notify(formatMessage({ id: 'tradeAccount.applied' }), 'success');
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      setFailure(errorText(error));
    }
  });

  const label = (id: 'tradeAccount.name' | 'tradeAccount.tradeLicence' | 'tradeAccount.bin') => formatMessage({ id });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={formatMessage({ id: 'tradeAccount.applyHeading' })} sx={{ maxWidth: 640 }}>
      <TextField
        label={label('tradeAccount.name')}
        autoComplete="organization"
        required
        {...register('name')}
        error={Boolean(errors.name)}
        helperText={fieldError(errors.name, NAME_ERRORS, { name: 'name', label: label('tradeAccount.name') }, { max: COMPANY_NAME_MAX })}
      />
      <TextField
        label={label('tradeAccount.tradeLicence')}
        required
        {...register('tradeLicence')}
        error={Boolean(errors.tradeLicence)}
        helperText={
          fieldError(errors.tradeLicence, LICENCE_ERRORS, { name: 'tradeLicence', label: label('tradeAccount.tradeLicence') }, { max: NUMBER_MAX }) ??
          formatMessage({ id: 'tradeAccount.tradeLicenceHint' })
        }
      />
      <TextField
        label={label('tradeAccount.bin')}
        {...register('bin', { setValueAs: optionalText })}
        error={Boolean(errors.bin)}
        helperText={fieldError(errors.bin, BIN_ERRORS, { name: 'bin', label: label('tradeAccount.bin') }, { max: NUMBER_MAX }) ?? formatMessage({ id: 'tradeAccount.binHint' })}
      />
      <AddressField {...register('address')} error={errors.address} label={formatMessage({ id: 'tradeAccount.address' })} hint={formatMessage({ id: 'tradeAccount.addressHint' })} />
      <PhoneField {...register('phone')} error={errors.phone} label={formatMessage({ id: 'tradeAccount.phone' })} hint={formatMessage({ id: 'tradeAccount.phoneHint' })} />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" color="secondary" size="large" disabled={isSubmitting} sx={{ mt: 2 }}>
        <FormattedMessage id={isSubmitting ? 'tradeAccount.applying' : 'tradeAccount.apply'} />
      </Button>
    </Box>
  );
}
