import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { orderTotal, sumMoney } from '@store/contract/order';
import { QUOTE_REASON_MAX, QUOTE_VALID_DAYS, type Quote } from '@store/contract/quote';
import { useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useOrderDate } from '../../../components/order-display';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, formatMoney } from '@store/contract/format';
import { useAnswerQuote } from './api/answer-quote';

const DAY_MS = 86_400_000;
const DEFAULT_VALID_DAYS = 14;

const wholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The answer as the form takes it: a unit price for every line, and how many days the quote holds. */
const answerForm = z.object({
  lines: z.array(
    z.object({
      toolId: z.string(),
      unitPrice: z
        .number({ error: 'Enter a unit price' })
        .positive('The unit price must be above 0')
        .refine(wholeCents, 'The unit price must be in whole cents'),
    }),
  ),
  days: z
    .number({ error: 'Enter a number of days' })
    .int('Enter whole days')
    .min(QUOTE_VALID_DAYS.min, `A quote holds at least ${QUOTE_VALID_DAYS.min} day`)
    .max(QUOTE_VALID_DAYS.max, `A quote holds at most ${QUOTE_VALID_DAYS.max} days`),
});
type AnswerFields = z.input<typeof answerForm>;

const declineForm = z.object({
  reason: z.string().trim().min(1, 'Say why the quote is declined').max(QUOTE_REASON_MAX, `At most ${QUOTE_REASON_MAX} characters`),
});
type DeclineFields = z.input<typeof declineForm>;

interface QuoteDialogProps {
  quote: Quote;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Answers a requested quote with a unit price per line and an expiry 1 to 30 days ahead. */
export function AnswerQuoteDialog({ quote, onClose, onDone }: QuoteDialogProps) {
  const formatOrderDate = useOrderDate();
  const answerQuote = useAnswerQuote();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AnswerFields>({
    resolver: zodResolver(answerForm),
    defaultValues: { lines: quote.lines.map((line) => ({ toolId: line.toolId, unitPrice: '' as unknown as number })), days: DEFAULT_VALID_DAYS },
  });
  const prices = useWatch({ control, name: 'lines' });
  const days = useWatch({ control, name: 'days' });
  const priced = quote.lines.map((line, index) => {
    const unitPrice = prices?.[index]?.unitPrice;
    return typeof unitPrice === 'number' && unitPrice > 0 ? orderTotal(unitPrice, line.quantity) : null;
  });
  const total = priced.every((lineTotal) => lineTotal !== null) ? sumMoney(priced as number[]) : null;
  const validDays = Number.isInteger(days) && days >= QUOTE_VALID_DAYS.min && days <= QUOTE_VALID_DAYS.max;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await answerQuote.mutateAsync({
        quoteId: quote.id,
        body: { status: 'quoted', lines: values.lines, expiresAt: new Date(Date.now() + values.days * DAY_MS).toISOString() },
      });
      onDone(`Quote ${quote.id} answered`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const fieldError = (name: FieldPath<AnswerFields>) => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return message ? { error: true, helperText: message } : {};
  };

  return (
    <FormDialog title={`Answer quote ${quote.id}`} onClose={onClose} onSubmit={submit} busy={isSubmitting} submitLabel="Send quote" failure={failure}>
      <DialogContentText sx={{ mb: 2 }}>
        Asked by {quote.email}. Give a price per unit for each line; the customer can accept it until it expires.
      </DialogContentText>
      <Stack spacing={2}>
        {quote.lines.map((line, index) => (
          <TextField
            key={line.toolId}
            label={`Unit price for ${formatCount(line.quantity)} × ${line.toolname}`}
            type="number"
            required
            fullWidth
            {...register(`lines.${index}.unitPrice`, { valueAsNumber: true })}
            helperText={priced[index] !== null ? `Line total ${formatMoney(priced[index]!)}` : ' '}
            {...fieldError(`lines.${index}.unitPrice`)}
            slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
          />
        ))}
        <TextField
          label="Valid for (days)"
          type="number"
          required
          fullWidth
          {...register('days', { valueAsNumber: true })}
          helperText={validDays ? `Expires ${formatOrderDate(new Date(Date.now() + days * DAY_MS).toISOString())}` : `${QUOTE_VALID_DAYS.min} to ${QUOTE_VALID_DAYS.max} days`}
          {...fieldError('days')}
          slotProps={{ htmlInput: { min: QUOTE_VALID_DAYS.min, max: QUOTE_VALID_DAYS.max, step: 1, inputMode: 'numeric' } }}
        />
      </Stack>
      <Typography sx={{ mt: 2, fontWeight: 800 }} role="status">
        Total {total === null ? '—' : formatMoney(total)}
      </Typography>
    </FormDialog>
  );
}

/** Declines a requested quote, with the reason the customer will read. */
export function DeclineQuoteDialog({ quote, onClose, onDone }: QuoteDialogProps) {
  const answerQuote = useAnswerQuote();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeclineFields>({ resolver: zodResolver(declineForm), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await answerQuote.mutateAsync({ quoteId: quote.id, body: { status: 'declined', reason } });
      onDone(`Quote ${quote.id} declined`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <FormDialog
      title={`Decline quote ${quote.id}`}
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel="Decline quote"
      failure={failure}
      destructive
    >
      <TextField
        label="Reason"
        required
        fullWidth
        multiline
        minRows={3}
        {...register('reason')}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? 'The customer reads this'}
        slotProps={{ htmlInput: { maxLength: QUOTE_REASON_MAX } }}
      />
    </FormDialog>
  );
}
