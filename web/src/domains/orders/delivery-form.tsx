import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { AcceptQuoteBody, PO_NUMBER_MAX } from '@store/contract/order';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldErrorText, type FieldMessages } from '../../lib/form-errors';
import { useIntl } from '../../lib/i18n/intl';
import { useOrderAttempt } from './use-order-attempt';
import { AddressField, PhoneField } from './delivery-fields';
import { PaymentMethodField, usePaymentChoice } from '../payments/payment-method-field';

type DeliveryFields = z.input<typeof AcceptQuoteBody>;
export type DeliveryValues = z.output<typeof AcceptQuoteBody>;
const FIELDS = ['address', 'phone', 'poNumber'] as const;

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

/** What the contract's problems with the PO number are called in another language than English (it may be left out). */
const PO_NUMBER_ERRORS: FieldMessages = { too_big: 'delivery.poNumberTooLong', other: 'delivery.poNumberBadCharacters' };

export interface DeliveryFormProps {
  /** The form's accessible name. */
  label: string;
  /** What the order will cost, which decides the ways it may be paid (null when not known). */
  total: number | null;
  submitLabel: string;
  busyLabel: string;
  /** Places the order (with the payment method chosen) with one Idempotency-Key per attempt (kept for a retry whose outcome is unknown); throws on failure. */
  onSubmit: (values: DeliveryValues, idempotencyKey: string) => Promise<void>;
  /** The message of a failure, where the caller says more than the API's own (a price change, a lapsed quote). */
  failureMessage?: (error: unknown) => string | undefined;
  /** What else makes up the attempt (the cart's lines): when it changes, the next submit is a new attempt. */
  attempt?: string;
  /** Why the order cannot be placed now (the submit button stays disabled). */
  blocked?: ReactNode;
}

/**
 * Where an order goes (address, mobile number and an optional purchase order number) and how it is paid.
 * Checkout and the acceptance of a quote both ask for it.
 */
export function DeliveryForm({ label, total, submitLabel, busyLabel, onSubmit, failureMessage, attempt, blocked }: DeliveryFormProps) {
  const form = useForm<DeliveryFields, unknown, DeliveryValues>({
    resolver: zodResolver(AcceptQuoteBody),
    mode: 'onTouched',
    defaultValues: { address: '', phone: '' },
  });
  const { register, handleSubmit, watch, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const { formatMessage } = useIntl();
  const fieldErrorText = useFieldErrorText();
  const payment = usePaymentChoice(total);
  // Another way to pay is another attempt.
  const { place, failure } = useOrderAttempt({ watch, setError, fields: FIELDS, submitLabel, attempt: `${attempt ?? ''} ${payment.method}` });
  const submit = handleSubmit((values) =>
    place((idempotencyKey) => onSubmit({ ...values, paymentMethod: payment.method }, idempotencyKey), failureMessage),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <AddressField {...register('address')} error={errors.address} />
      <PhoneField {...register('phone')} error={errors.phone} />
      <TextField
        label={formatMessage({ id: 'delivery.poNumber' })}
        {...register('poNumber', { setValueAs: optionalText })}
        error={!!errors.poNumber}
        helperText={
          fieldErrorText(errors.poNumber, PO_NUMBER_ERRORS, { max: PO_NUMBER_MAX })?.replace(/^poNumber/, formatMessage({ id: 'delivery.thePoNumber' })) ??
          formatMessage({ id: 'delivery.poNumberHint' }, { max: PO_NUMBER_MAX })
        }
      />
      <PaymentMethodField {...payment.field} />
      {blocked && (
        <Alert severity="info" role="status" sx={{ mt: 1 }}>
          {blocked}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" color="secondary" size="large" fullWidth disabled={isSubmitting || Boolean(blocked)} sx={{ mt: 2 }}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </Box>
  );
}
