import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateQuoteBody, QUOTE_MESSAGE_MAX, type Quote } from '@store/contract/quote';
import { useState } from 'react';
import { get, useForm, type FieldError, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { useRequestQuote } from '../api/request-quote';
import { useActionErrorText } from '../../../lib/action-error-text';
import { asSentence, showServerFieldErrors, useFieldErrorText, type FieldMessages } from '../../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { useSession } from '../../../lib/session';
import { FormDialog } from '../../../components/form-dialog';
import { QUANTITY_ERRORS } from '../../../components/quantity-errors';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';

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

/** What the contract's problems with the message are called in another language than English (it may be left out). */
const MESSAGE_ERRORS: FieldMessages = { too_big: 'quoteRequest.messageTooLong', other: 'quoteRequest.messageBadCharacters' };

/**
 * "Request a quote": the lines with their quantities (which may be above the stock or the volume prices) and
 * an optional message. Its own chunk, loaded when first opened.
 */
export default function RequestQuoteDialog({ onClose, lines }: RequestQuoteDialogProps) {
  const { user } = useSession();
  const requestQuote = useRequestQuote();
  const [requested, setRequested] = useState<Quote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formatMessage } = useIntl();
  const errorText = useActionErrorText();
  const fieldErrorText = useFieldErrorText();
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
      setFailure(errorText(error));
    }
  });
  const fieldError = (name: FieldPath<QuoteFields>, messages: FieldMessages, hint?: string) => {
    const message = asSentence(fieldErrorText(get(errors, name) as FieldError | undefined, messages, { max: QUOTE_MESSAGE_MAX }));
    return { error: Boolean(message), helperText: message ?? hint };
  };

  return (
    <FormDialog
      title={formatMessage({ id: 'quoteRequest.title' })}
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={formatMessage({ id: 'quoteRequest.send' })}
      failure={failure}
      notice={
        requested ? (
          <Alert severity="success">
            <FormattedMessage
              id="quoteRequest.requested"
              values={{
                link: (chunks) => (
                  <Link component={RouterLink} to="/dashboard/myquotes" sx={{ fontWeight: 700 }}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Alert>
        ) : (
          user && !user.emailVerified && <VerifyEmailNotice user={user} purpose="quote" />
        )
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        <FormattedMessage id="quoteRequest.intro" />
      </DialogContentText>
      <Stack spacing={2}>
        {lines.map((line, index) => (
          <TextField
            key={line.toolId}
            label={formatMessage({ id: 'quoteRequest.quantityOf' }, { name: line.name })}
            type="number"
            required
            fullWidth
            {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
            {...fieldError(`lines.${index}.quantity`, QUANTITY_ERRORS)}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          />
        ))}
        <TextField
          label={formatMessage({ id: 'quoteRequest.message' })}
          multiline
          minRows={3}
          fullWidth
          {...register('message', { setValueAs: optionalText })}
          {...fieldError('message', MESSAGE_ERRORS, formatMessage({ id: 'quoteRequest.messageHint' }))}
          slotProps={{ htmlInput: { maxLength: QUOTE_MESSAGE_MAX } }}
        />
      </Stack>
    </FormDialog>
  );
}
