import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ApplyCompanyBody, COMPANY_NAME_MAX } from '@store/contract/trade-account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressField, PhoneField } from '../../components/delivery-fields';
import { useFeedback } from '../../components/feedback';
import { useActionErrorText } from '../../lib/action-error-text';
import type { ErrorMessages } from '../../lib/api-client';
import { showServerFieldErrors, type FieldMessages } from '../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useApplyForCompany } from './api/apply-for-company';
import { useFormFieldError } from './company-labels';

type ApplyFields = z.input<typeof ApplyCompanyBody>;
const FIELDS = ['name', 'tradeLicence', 'bin', 'address', 'phone'] as const;
/** The contract's limit of the licence and BIN numbers. */
const NUMBER_MAX = 40;

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

// What the contract's problems with each field are called in another language than English.
const NAME_ERRORS: FieldMessages = {
  invalid_type: 'company.nameRequired',
  too_small: 'company.nameRequired',
  too_big: 'company.nameTooLong',
  other: 'company.badCharacters',
};
const LICENCE_ERRORS: FieldMessages = {
  invalid_type: 'company.licenceRequired',
  too_small: 'company.licenceRequired',
  too_big: 'company.numberTooLong',
  other: 'company.badCharacters',
};
const BIN_ERRORS: FieldMessages = { too_big: 'company.numberTooLong', other: 'company.badCharacters' };
/** An application refused because the applicant already belongs to a company (or has applied). */
const APPLY_REFUSALS: ErrorMessages = { conflict: 'company.applyConflict' };

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
      notify(formatMessage({ id: 'company.applied' }), 'success');
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      setFailure(errorText(error));
    }
  });

  const label = (id: 'company.name' | 'company.tradeLicence' | 'company.bin') => formatMessage({ id });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={formatMessage({ id: 'company.applyHeading' })} sx={{ maxWidth: 640 }}>
      <TextField
        label={label('company.name')}
        autoComplete="organization"
        required
        {...register('name')}
        error={Boolean(errors.name)}
        helperText={fieldError(errors.name, NAME_ERRORS, { name: 'name', label: label('company.name') }, { max: COMPANY_NAME_MAX })}
      />
      <TextField
        label={label('company.tradeLicence')}
        required
        {...register('tradeLicence')}
        error={Boolean(errors.tradeLicence)}
        helperText={
          fieldError(errors.tradeLicence, LICENCE_ERRORS, { name: 'tradeLicence', label: label('company.tradeLicence') }, { max: NUMBER_MAX }) ??
          formatMessage({ id: 'company.tradeLicenceHint' })
        }
      />
      <TextField
        label={label('company.bin')}
        {...register('bin', { setValueAs: optionalText })}
        error={Boolean(errors.bin)}
        helperText={fieldError(errors.bin, BIN_ERRORS, { name: 'bin', label: label('company.bin') }, { max: NUMBER_MAX }) ?? formatMessage({ id: 'company.binHint' })}
      />
      <AddressField {...register('address')} error={errors.address} label={formatMessage({ id: 'company.address' })} hint={formatMessage({ id: 'company.addressHint' })} />
      <PhoneField {...register('phone')} error={errors.phone} label={formatMessage({ id: 'company.phone' })} hint={formatMessage({ id: 'company.phoneHint' })} />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" color="secondary" size="large" disabled={isSubmitting} sx={{ mt: 2 }}>
        <FormattedMessage id={isSubmitting ? 'company.applying' : 'company.apply'} />
      </Button>
    </Box>
  );
}
