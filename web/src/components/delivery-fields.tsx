import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { asSentence } from '../lib/form-errors';
import { useIntl } from '../lib/i18n/intl';

/** A field registered with react-hook-form, and the schema's message for it, if any. */
type RegisteredField = UseFormRegisterReturn & { error?: string };

/** Where an order goes (the purchase form, checkout and a quote's acceptance ask alike). */
export function AddressField({ error, ...field }: RegisteredField) {
  const { formatMessage } = useIntl();
  return (
    <TextField
      label={formatMessage({ id: 'delivery.address' })}
      autoComplete="street-address"
      required
      multiline
      minRows={2}
      {...field}
      error={Boolean(error)}
      helperText={asSentence(error) ?? formatMessage({ id: 'delivery.addressHint' })}
    />
  );
}

/** The mobile number the delivery calls. */
export function PhoneField({ error, ...field }: RegisteredField) {
  const { formatMessage } = useIntl();
  return (
    <TextField
      label={formatMessage({ id: 'delivery.phone' })}
      type="tel"
      autoComplete="tel"
      required
      {...field}
      error={Boolean(error)}
      helperText={asSentence(error) ?? formatMessage({ id: 'delivery.phoneHint' })}
    />
  );
}
