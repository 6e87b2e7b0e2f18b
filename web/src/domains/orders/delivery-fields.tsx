import TextField from '@mui/material/TextField';
import { ADDRESS_MAX } from '@store/contract/order';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { asSentence, useFieldErrorText, type FieldMessages, requiredTextMessages } from '../../lib/form-errors';
import { useIntl } from '../../lib/i18n/intl';

/**
 * A field registered with react-hook-form, and its error, if any; `label` and `hint` for a form that asks for an
 * address or phone number of something else than a delivery (a company's).
 */
type RegisteredField = UseFormRegisterReturn & { error?: FieldError; label?: string; hint?: string };

// What the contract's problems with each field are called in another language than English.
const ADDRESS_ERRORS: FieldMessages = requiredTextMessages('delivery.addressRequired', 'delivery.addressTooLong', 'delivery.addressBadCharacters');
const PHONE_ERRORS: FieldMessages = {
  invalid_type: 'delivery.phoneRequired',
  too_small: 'delivery.phoneRequired',
  too_big: 'delivery.phoneTooLong',
  custom: 'delivery.phoneDigits',
  other: 'delivery.phoneCharacters',
};

/** Where an order goes (the purchase form, checkout and a quote's acceptance ask alike). */
export function AddressField({ error, label, hint, ...field }: RegisteredField) {
  const { formatMessage } = useIntl();
  const fieldErrorText = useFieldErrorText();
  return (
    <TextField
      label={label ?? formatMessage({ id: 'delivery.address' })}
      autoComplete="street-address"
      required
      multiline
      minRows={2}
      {...field}
      error={Boolean(error)}
      helperText={asSentence(fieldErrorText(error, ADDRESS_ERRORS, { max: ADDRESS_MAX })) ?? hint ?? formatMessage({ id: 'delivery.addressHint' })}
    />
  );
}

/** The mobile number the delivery calls. */
export function PhoneField({ error, label, hint, ...field }: RegisteredField) {
  const { formatMessage } = useIntl();
  const fieldErrorText = useFieldErrorText();
  return (
    <TextField
      label={label ?? formatMessage({ id: 'delivery.phone' })}
      type="tel"
      autoComplete="tel"
      required
      {...field}
      error={Boolean(error)}
      helperText={asSentence(fieldErrorText(error, PHONE_ERRORS)) ?? hint ?? formatMessage({ id: 'delivery.phoneHint' })}
    />
  );
}
