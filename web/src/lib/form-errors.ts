import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Puts each field error the API named in its 400's details beside that field of a react-hook-form form. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const detail of error.details ?? []) {
    const field = fields.find((name) => name === detail.field);
    if (field) setError(field, { message: detail.message });
  }
}

/** The contract's messages start in lower case ("address is required"); beside a field they read as sentences. */
export function asSentence(message: string | undefined): string | undefined {
  return message && message.charAt(0).toUpperCase() + message.slice(1);
}
