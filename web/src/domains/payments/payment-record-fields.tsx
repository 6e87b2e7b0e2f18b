import TextField from '@mui/material/TextField';
import { RECORDED_METHODS } from '@store/contract/payment';
import { useFormContext } from 'react-hook-form';
import { asSentence, useFieldErrorText, type FieldMessages, requiredTextMessages, moneyMessages } from '../../lib/form-errors';
import { useIntl } from '../../lib/i18n/intl';
import { usePaymentLabels } from './payment-display';

// Money an administrator records by hand, for an order (./record-payment.tsx) or for a trade account's company:
// how much, how it came, and the receipt, cheque or transaction number that finds it again.

/** The values these fields fill, in a form that may hold others (the order's record also has a kind and a day). */
export interface PaymentRecordValues {
  amount: number;
  method: (typeof RECORDED_METHODS)[number];
  reference: string;
}

/** The fields the API may name in a refusal's details, to show beside them. */
export const PAYMENT_RECORD_FIELDS = ['amount', 'method', 'reference'] as const;

const REFERENCE_MAX = 100;

// What the contract's problems with each field are called in another language than English.
const AMOUNT_ERRORS: FieldMessages = moneyMessages('recordPayment.amountRequired', 'recordPayment.amountPositive', 'recordPayment.amountTooLarge', 'recordPayment.amountPoisha');
const REFERENCE_ERRORS: FieldMessages = requiredTextMessages('recordPayment.referenceRequired', 'recordPayment.referenceTooLong', 'recordPayment.referenceBadCharacters');

/** Amount, method and reference, inside a react-hook-form FormProvider whose values include PaymentRecordValues. */
export function PaymentRecordFields() {
  const { formatMessage } = useIntl();
  const labels = usePaymentLabels();
  const fieldErrorText = useFieldErrorText();
  const {
    register,
    formState: { errors },
  } = useFormContext<PaymentRecordValues>();
  return (
    <>
      <TextField
        label={formatMessage({ id: 'recordPayment.amount' })}
        type="number"
        required
        {...register('amount', { valueAsNumber: true })}
        error={Boolean(errors.amount)}
        helperText={asSentence(fieldErrorText(errors.amount, AMOUNT_ERRORS))}
        slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
      />
      <TextField
        select
        label={formatMessage({ id: 'recordPayment.method' })}
        required
        {...register('method')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {RECORDED_METHODS.map((method) => (
          <option key={method} value={method}>
            {labels.recordMethod(method)}
          </option>
        ))}
      </TextField>
      <TextField
        label={formatMessage({ id: 'recordPayment.reference' })}
        required
        {...register('reference')}
        error={Boolean(errors.reference)}
        helperText={
          asSentence(fieldErrorText(errors.reference, REFERENCE_ERRORS, { max: REFERENCE_MAX })) ?? formatMessage({ id: 'recordPayment.referenceHint' })
        }
        slotProps={{ htmlInput: { maxLength: REFERENCE_MAX } }}
      />
    </>
  );
}
