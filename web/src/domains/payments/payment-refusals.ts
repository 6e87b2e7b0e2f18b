import type { Formatters } from '@store/contract/format';
import { useCallback } from 'react';
import { ApiError, type ErrorMessages } from '../../lib/api-client';
import { actionErrorText } from '../../lib/action-error-text';
import { useIntl, type IntlShape } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';

/**
 * Why the API refused an order's payment: a way to pay the order may not use, a payment too late, a record beyond
 * what is due, a trade account on hold or without the credit. Only the pages that place orders, approve them or
 * take payments name these, so only they download the messages.
 */
export const PAYMENT_REFUSALS: ErrorMessages = {
  'cod-limit': 'errors.codLimit',
  'not-a-member': 'errors.notAMember',
  'payment-window-closed': 'errors.paymentWindowClosed',
  overpayment: 'errors.overpayment',
  'credit-hold': 'tradeAccount.refusalCreditHold',
  // Said with the available credit when the refusal names it (paymentErrorText).
  'credit-limit': 'tradeAccount.refusalCreditLimitPlain',
};

/** The available credit a credit-limit refusal names in its details, if it does. */
export function availableCreditOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== 'credit-limit') return undefined;
  const available = Number(error.details?.find((detail) => detail.field === 'available')?.message);
  return Number.isFinite(available) ? available : undefined;
}

/** actionErrorText with the payment refusals worded too; a credit-limit refusal says the credit left, as the page writes amounts. */
export function paymentErrorText(error: unknown, intl: IntlShape, format: Formatters): string {
  const available = availableCreditOf(error);
  if (available !== undefined) return intl.formatMessage({ id: 'tradeAccount.refusalCreditLimit' }, { available: format.money(available) });
  return actionErrorText(error, intl, undefined, PAYMENT_REFUSALS);
}

/** paymentErrorText in the page's language. */
export function usePaymentErrorText(): (error: unknown) => string {
  const intl = useIntl();
  const format = useFormat();
  return useCallback((error: unknown) => paymentErrorText(error, intl, format), [intl, format]);
}
