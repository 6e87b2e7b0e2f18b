import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isWholePoisha, lineTotal, sumMoney } from '@store/contract/money';
import { QUOTE_REASON_MAX, QUOTE_VALID_DAYS, type Quote } from '@store/contract/quote';
import { useMemo, useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useOrderDate } from '../../../domains/orders/order-display';
import { errorMessage } from '../../../lib/api-client';
import { FormattedMessage, useIntl, type IntlShape } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAnswerQuote } from './api/answer-quote';

const DAY_MS = 86_400_000;
const DEFAULT_VALID_DAYS = 14;

/** The answer as the form takes it: a unit price for every line, and how many days the quote holds; its errors in the page's language. */
const answerForm = ({ formatMessage }: IntlShape) =>
  z.object({
    lines: z.array(
      z.object({
        toolId: z.string(),
        unitPrice: z
          .number({ error: formatMessage({ id: 'answerQuote.enterPrice' }) })
          .positive(formatMessage({ id: 'answerQuote.pricePositive' }))
          .refine(isWholePoisha, formatMessage({ id: 'answerQuote.priceCents' })),
      }),
    ),
    days: z
      .number({ error: formatMessage({ id: 'answerQuote.enterDays' }) })
      .int(formatMessage({ id: 'answerQuote.wholeDays' }))
      .min(QUOTE_VALID_DAYS.min, formatMessage({ id: 'answerQuote.daysMin' }, { min: QUOTE_VALID_DAYS.min }))
      .max(QUOTE_VALID_DAYS.max, formatMessage({ id: 'answerQuote.daysMax' }, { max: QUOTE_VALID_DAYS.max })),
  });
type AnswerFields = z.input<ReturnType<typeof answerForm>>;

const declineForm = ({ formatMessage }: IntlShape) =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(1, formatMessage({ id: 'answerQuote.reasonRequired' }))
      .max(QUOTE_REASON_MAX, formatMessage({ id: 'answerQuote.reasonTooLong' }, { max: QUOTE_REASON_MAX })),
  });
type DeclineFields = z.input<ReturnType<typeof declineForm>>;

interface QuoteDialogProps {
  quote: Quote;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Answers a requested quote with a unit price per line and an expiry 1 to 30 days ahead. */
export function AnswerQuoteDialog({ quote, onClose, onDone }: QuoteDialogProps) {
  const formatOrderDate = useOrderDate();
  const intl = useIntl();
  const { formatMessage } = intl;
  const format = useFormat();
  const schema = useMemo(() => answerForm(intl), [intl]);
  const answerQuote = useAnswerQuote();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AnswerFields>({
    resolver: zodResolver(schema),
    defaultValues: { lines: quote.lines.map((line) => ({ toolId: line.toolId, unitPrice: '' as unknown as number })), days: DEFAULT_VALID_DAYS },
  });
  const prices = useWatch({ control, name: 'lines' });
  const days = useWatch({ control, name: 'days' });
  const priced = quote.lines.map((line, index) => {
    const unitPrice = prices?.[index]?.unitPrice;
    return typeof unitPrice === 'number' && unitPrice > 0 ? lineTotal(unitPrice, line.quantity) : null;
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
      onDone(formatMessage({ id: 'answerQuote.answered' }, { id: quote.id }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const fieldError = (name: FieldPath<AnswerFields>) => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return message ? { error: true, helperText: message } : {};
  };

  return (
    <FormDialog
      title={formatMessage({ id: 'answerQuote.title' }, { id: quote.id })}
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={formatMessage({ id: 'answerQuote.send' })}
      failure={failure}
    >
      <DialogContentText sx={{ mb: 2 }}>
        <FormattedMessage id="answerQuote.intro" values={{ email: quote.email }} />
      </DialogContentText>
      <Stack spacing={2}>
        {quote.lines.map((line, index) => (
          <TextField
            key={line.toolId}
            label={formatMessage({ id: 'answerQuote.unitPrice' }, { quantity: format.count(line.quantity), tool: line.toolname })}
            type="number"
            required
            fullWidth
            {...register(`lines.${index}.unitPrice`, { valueAsNumber: true })}
            helperText={priced[index] !== null ? formatMessage({ id: 'answerQuote.lineTotal' }, { total: format.money(priced[index]!) }) : ' '}
            {...fieldError(`lines.${index}.unitPrice`)}
            slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
          />
        ))}
        <TextField
          label={formatMessage({ id: 'answerQuote.validDays' })}
          type="number"
          required
          fullWidth
          {...register('days', { valueAsNumber: true })}
          helperText={
            validDays
              ? formatMessage({ id: 'answerQuote.expires' }, { date: formatOrderDate(new Date(Date.now() + days * DAY_MS).toISOString()) })
              : formatMessage({ id: 'answerQuote.daysRange' }, QUOTE_VALID_DAYS)
          }
          {...fieldError('days')}
          slotProps={{ htmlInput: { min: QUOTE_VALID_DAYS.min, max: QUOTE_VALID_DAYS.max, step: 1, inputMode: 'numeric' } }}
        />
      </Stack>
      <Typography sx={{ mt: 2, fontWeight: 800 }} role="status">
        <FormattedMessage id="answerQuote.total" values={{ total: total === null ? '—' : format.money(total) }} />
      </Typography>
    </FormDialog>
  );
}

/** Declines a requested quote, with the reason the customer will read. */
export function DeclineQuoteDialog({ quote, onClose, onDone }: QuoteDialogProps) {
  const intl = useIntl();
  const { formatMessage } = intl;
  const schema = useMemo(() => declineForm(intl), [intl]);
  const answerQuote = useAnswerQuote();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeclineFields>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await answerQuote.mutateAsync({ quoteId: quote.id, body: { status: 'declined', reason } });
      onDone(formatMessage({ id: 'answerQuote.declined' }, { id: quote.id }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <FormDialog
      title={formatMessage({ id: 'answerQuote.declineTitle' }, { id: quote.id })}
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={formatMessage({ id: 'answerQuote.decline' })}
      failure={failure}
      destructive
    >
      <TextField
        label={formatMessage({ id: 'answerQuote.reason' })}
        required
        fullWidth
        multiline
        minRows={3}
        {...register('reason')}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? formatMessage({ id: 'answerQuote.reasonHint' })}
        slotProps={{ htmlInput: { maxLength: QUOTE_REASON_MAX } }}
      />
    </FormDialog>
  );
}
