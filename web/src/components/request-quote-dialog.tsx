import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateQuoteBody, QUOTE_MESSAGE_MAX, type Quote } from '@store/contract/quote';
import { useState } from 'react';
import { get, useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { useRequestQuote } from '../lib/api/request-quote';
import { errorMessage } from '../lib/api-client';
import { asSentence, showServerFieldErrors } from '../lib/form-errors';
import { useSession } from '../lib/session';
import { FormDialog } from './form-dialog';
import { VerifyEmailNotice } from './verify-email-notice';

export interface QuoteLineDraft {
  toolId: string;
  name: string;
  quantity: number;
}

export interface RequestQuoteDialogProps {
  onClose: () => void;
  /** What to ask a price for: the tool of a product page, or every line of the cart. */
  lines: readonly QuoteLineDraft[];
}

type QuoteFields = z.input<typeof CreateQuoteBody>;

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * "Request a quote": the lines with their quantities (which may be above the stock or the volume prices) and
 * an optional message. Its own chunk, loaded when first opened.
 */
export default function RequestQuoteDialog({ onClose, lines }: RequestQuoteDialogProps) {
  const { user } = useSession();
  const requestQuote = useRequestQuote();
  const [requested, setRequested] = useState<Quote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFields, unknown, CreateQuoteBody>({
    resolver: zodResolver(CreateQuoteBody),
    defaultValues: { lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })) },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      setRequested(await requestQuote.mutateAsync(body));
    } catch (error) {
      const fields = lines.map((_line, index) => `lines.${index}.quantity`) as FieldPath<QuoteFields>[];
      showServerFieldErrors(error, [...fields, 'message'], setError);
      setFailure(errorMessage(error));
    }
  });
  const fieldError = (name: FieldPath<QuoteFields>, hint?: string) => {
    const message = asSentence((get(errors, name) as { message?: string } | undefined)?.message);
    return { error: Boolean(message), helperText: message ?? hint };
  };

  return (
    <FormDialog
      title="Request a quote"
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel="Send request"
      failure={failure}
      notice={
        requested ? (
          <Alert severity="success">
            Quote requested. We will answer with a price for each line; you will find it in{' '}
            <Link component={RouterLink} to="/dashboard/myquotes" sx={{ fontWeight: 700 }}>
              My Quotes
            </Link>
            .
          </Alert>
        ) : (
          user && !user.emailVerified && <VerifyEmailNotice user={user} purpose="quote" />
        )
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        For larger quantities than we stock or than our volume prices cover, we quote a price per unit. A quote is
        valid for a few days once we answer.
      </DialogContentText>
      <Stack spacing={2}>
        {lines.map((line, index) => (
          <TextField
            key={line.toolId}
            label={`Quantity of ${line.name}`}
            type="number"
            required
            fullWidth
            {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
            {...fieldError(`lines.${index}.quantity`)}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          />
        ))}
        <TextField
          label="Message (optional)"
          multiline
          minRows={3}
          fullWidth
          {...register('message', { setValueAs: optionalText })}
          {...fieldError('message', 'Delivery dates, a budget, anything we should know')}
          slotProps={{ htmlInput: { maxLength: QUOTE_MESSAGE_MAX } }}
        />
      </Stack>
    </FormDialog>
  );
}
