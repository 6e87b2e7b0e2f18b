import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dhakaDay } from '@store/contract/dhaka-time';
import { canRecordPayment, canRecordRefund, orderTitle, type Order } from '@store/contract/order';
import { paymentBalance, RecordPaymentBody, type PaymentRecordKind } from '@store/contract/payment';
import { useState } from 'react';
import { FormProvider, useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { useRecordPayment } from './api/record-payment';
import { asSentence, showServerFieldErrors, useFieldErrorText, type FieldMessages } from '../../lib/form-errors';
import { useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { usePaymentErrorText } from './payment-refusals';
import { useFeedback } from '../../components/feedback';
import { FormDialog } from '../../components/form-dialog';
import { PAYMENT_RECORD_FIELDS, PaymentRecordFields } from './payment-record-fields';

// Recording by hand the money of an order paid in cash, by transfer or by cheque: from the order's page and from
// Manage Orders' rows alike.


type RecordFields = z.input<typeof RecordPaymentBody>;
const FIELDS = [...PAYMENT_RECORD_FIELDS, 'at'] as const;

// What the contract's problems with the day are called in another language than English.
const DATE_ERRORS: FieldMessages = { future: 'recordPayment.dateFuture', other: 'recordPayment.dateInvalid' };

/** The contract says both "not a real date" and "in the future" as a custom problem: the words tell them apart. */
const dateError = (error: FieldError | undefined): FieldError | undefined =>
  error && (error.message?.endsWith('in the future') ? { ...error, type: 'future' } : error);

const RECORD_TEXT = {
  payment: { title: 'recordPayment.payment', done: 'recordPayment.paymentRecorded', rowLabel: 'recordPayment.paymentOf' },
  refund: { title: 'recordPayment.refund', done: 'recordPayment.refundRecorded', rowLabel: 'recordPayment.refundOf' },
} as const;

interface RecordPaymentDialogProps {
  order: Order;
  kind: PaymentRecordKind;
  onClose: () => void;
}

/**
 * Records a payment (the amount defaults to the balance) or a refund (to what was paid): amount, method,
 * reference and day (today by default). The server refuses more than is due, or a refund of more than was paid.
 */
export function RecordPaymentDialog({ order, kind, onClose }: RecordPaymentDialogProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const fieldErrorText = useFieldErrorText();
  const errorText = usePaymentErrorText();
  const { notify } = useFeedback();
  const recordPayment = useRecordPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const balance = paymentBalance(order.payment);
  // Today as the API dates a record, the latest day it takes: the day in Dhaka, wherever the administrator is.
  const today = dhakaDay();
  const form = useForm<RecordFields, unknown, RecordPaymentBody>({
    resolver: zodResolver(RecordPaymentBody),
    mode: 'onTouched',
    defaultValues: { kind, amount: kind === 'payment' ? balance : order.payment.amountPaid, method: 'cash', reference: '', at: today },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const text = RECORD_TEXT[kind];

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await recordPayment.mutateAsync({ orderId: order.id, body });
      notify(formatMessage({ id: text.done }), 'success');
      onClose();
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      setFailure(errorText(error));
    }
  });

  const dayError = dateError(errors.at);

  return (
    <FormDialog
      title={formatMessage({ id: text.title })}
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={formatMessage({ id: text.title })}
      busyLabel={formatMessage({ id: 'recordPayment.recording' })}
      failure={failure}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {formatMessage(
          { id: 'recordPayment.summary' },
          { id: order.id, due: format.money(order.payment.amountDue), paid: format.money(order.payment.amountPaid), balance: format.money(balance) },
        )}
      </Typography>
      <FormProvider {...form}>
        <PaymentRecordFields />
      </FormProvider>
      <TextField
        label={formatMessage({ id: 'recordPayment.date' })}
        type="date"
        {...register('at', { setValueAs: (value: string) => value || undefined })}
        error={Boolean(dayError)}
        helperText={asSentence(fieldErrorText(dayError, DATE_ERRORS))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
    </FormDialog>
  );
}

interface RecordPaymentButtonsProps {
  order: Order;
  /**
   * In a list of orders: each button's accessible name names the order (many buttons say the same), and the
   * buttons are text buttons, narrower beside the row's other actions.
   */
  inList?: boolean;
  disabled?: boolean;
}

/** "Record payment" and "Record refund", each where the order allows it, opening the dialog. */
export function RecordPaymentButtons({ order, inList = false, disabled }: RecordPaymentButtonsProps) {
  const { formatMessage } = useIntl();
  const [recording, setRecording] = useState<PaymentRecordKind | null>(null);
  const kinds = (['payment', 'refund'] as const).filter((kind) => (kind === 'payment' ? canRecordPayment(order) : canRecordRefund(order)));
  if (kinds.length === 0) return null;
  return (
    <>
      <Stack direction="row" gap={1} flexWrap="wrap">
        {kinds.map((kind) => (
          <Button
            key={kind}
            size="small"
            variant={inList ? 'text' : 'outlined'}
            disabled={disabled}
            onClick={() => setRecording(kind)}
            aria-label={inList ? formatMessage({ id: RECORD_TEXT[kind].rowLabel }, { title: orderTitle(order) }) : undefined}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {formatMessage({ id: RECORD_TEXT[kind].title })}
          </Button>
        ))}
      </Stack>
      {recording && <RecordPaymentDialog order={order} kind={recording} onClose={() => setRecording(null)} />}
    </>
  );
}
