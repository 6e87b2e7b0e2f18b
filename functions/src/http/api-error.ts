import { errorStatus, type ErrorCode, type ErrorDetail } from '@store/contract/errors';

/** An error the caller is meant to see: its code picks the HTTP status (contract/errors.ts). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const invalidField = (field: string, message: string) =>
  new ApiError('invalid-argument', message, [{ field, message }]);

export const notFound = (what: string) => new ApiError('not-found', `${what} not found`);
