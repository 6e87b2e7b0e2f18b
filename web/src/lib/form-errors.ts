import { INTL_LOCALE } from '@store/contract/locale';
import { useCallback } from 'react';
import type { FieldError, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { useIntl, type MessageValues } from './i18n/intl';
import type { MessageId } from './i18n/message-id';

/** The kind of error a field is given for a problem the API named, rather than the form's own check. */
const SERVER_ERROR = 'server';

/** Puts each field error the API named in its 400's details beside that field of a react-hook-form form. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const detail of error.details ?? []) {
    const field = fields.find((name) => name === detail.field);
    if (field) setError(field, { type: SERVER_ERROR, message: detail.message });
  }
}

/** The contract's messages start in lower case ("address is required"); beside a field they read as sentences. */
export function asSentence(message: string | undefined): string | undefined {
  return message && message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * A field's messages for pages in another language than the contract's: one per kind of problem zod reports (its
 * issue code: "too_small", "too_big", "invalid_type", "custom"…), and `other` for any other, the API's included.
 */
export type FieldMessages = Partial<Record<string, MessageId>> & { other: MessageId };

/**
 * The messages of a text field the contract requires: missing or empty, too long, or holding characters it may
 * not (the contract's refinement, reported as "custom", and anything else).
 */
export const requiredTextMessages = (required: MessageId, tooLong: MessageId, badCharacters: MessageId): FieldMessages => ({
  invalid_type: required,
  too_small: required,
  too_big: tooLong,
  other: badCharacters,
});

/** The messages of an amount of money: missing or not a number, below its least, above its most, or finer than a poisha. */
export const moneyMessages = (required: MessageId, tooSmall: MessageId, tooLarge: MessageId, poisha: MessageId): FieldMessages => ({
  invalid_type: required,
  too_small: tooSmall,
  too_big: tooLarge,
  custom: poisha,
  other: required,
});

/**
 * The message of a field's error in the page's language, or undefined without one. The contract words its
 * problems in English ("review must be at most 2000 characters"), naming the specifics, and English pages show
 * those words; another language says the catalog's message for the kind of problem, with `values` (the field's
 * limits, which the caller knows).
 */
export function useFieldErrorText() {
  const intl = useIntl();
  return useCallback(
    (error: FieldError | undefined, messages: FieldMessages, values?: MessageValues): string | undefined => {
      if (!error) return undefined;
      if (intl.locale === INTL_LOCALE.en) return error.message;
      return intl.formatMessage({ id: messages[error.type] ?? messages.other }, values);
    },
    [intl],
  );
}
