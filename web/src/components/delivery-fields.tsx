import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { asSentence } from '../lib/form-errors';

/** A field registered with react-hook-form, and the schema's message for it, if any. */
type RegisteredField = UseFormRegisterReturn & { error?: string };

/** Where an order goes (the purchase form, checkout and a quote's acceptance ask alike). */
export function AddressField({ error, ...field }: RegisteredField) {
  return (
    <TextField
      label="Address"
      autoComplete="street-address"
      required
      multiline
      minRows={2}
      {...field}
      error={Boolean(error)}
      helperText={asSentence(error) ?? 'Where we deliver the tools'}
    />
  );
}

/** The mobile number the delivery calls. */
export function PhoneField({ error, ...field }: RegisteredField) {
  return (
    <TextField
      label="Mobile number"
      type="tel"
      autoComplete="tel"
      required
      {...field}
      error={Boolean(error)}
      helperText={asSentence(error) ?? 'For the delivery, for example +880 1712 345678'}
    />
  );
}
