import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError, UseFormWatch } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useIntl } from '../../lib/i18n/intl';
import { usePaymentErrorText } from '../payments/payment-refusals';

/** A fresh key per attempt (crypto.randomUUID where the page is a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Failures after which the order may or may not exist: a retry must reuse the same key. */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}

interface OrderAttemptOptions<Fields extends FieldValues> {
  /** The form's watch: a change to any field makes the next submit a new attempt. */
  watch: UseFormWatch<Fields>;
  setError: UseFormSetError<Fields>;
  /** The fields whose errors the API names, shown beside them. */
  fields: readonly FieldPath<Fields>[];
  /** The submit button's label, for the note that pressing it again is safe. */
  submitLabel: string;
  /** What else makes up the attempt (the cart's lines): when it changes, the next submit is a new attempt. */
  attempt?: unknown;
}

/**
 * A form that places an order, sent with one Idempotency-Key per attempt: the key is kept for a retry whose outcome
 * is unknown (so the retry finds the first order rather than place a second) and dropped once the attempt succeeds,
 * fails for good, or the form changes. `place` resolves to its result, or to undefined after a failure, which
 * `failure` then says (`knownFailure` words the failures the caller knows better, such as a price change).
 */
export function useOrderAttempt<Fields extends FieldValues>({ watch, setError, fields, submitLabel, attempt }: OrderAttemptOptions<Fields>) {
  const key = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formatMessage } = useIntl();
  const errorText = usePaymentErrorText();
  useEffect(() => {
    key.current = null;
  }, [attempt]);
  useEffect(() => {
    const subscription = watch(() => {
      key.current = null;
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const place = useCallback(
    async <Result>(send: (idempotencyKey: string) => Promise<Result>, knownFailure?: (error: unknown) => string | undefined) => {
      setFailure(null);
      key.current ??= newIdempotencyKey();
      try {
        const result = await send(key.current);
        key.current = null;
        return result;
      } catch (error) {
        const unknown = outcomeUnknown(error);
        if (!unknown) key.current = null;
        showServerFieldErrors(error, fields, setError);
        setFailure(
          unknown
            ? formatMessage({ id: 'errors.retrySafe' }, { reason: errorText(error), submit: submitLabel })
            : (knownFailure?.(error) ?? errorText(error)),
        );
        return undefined;
      }
    },
    [fields, setError, submitLabel, formatMessage, errorText],
  );
  return { place, failure };
}
