import type { ErrorMessages } from './api-client';
import { useActionErrorText } from './action-error-text';

/**
 * Why the API refused an order's payment: a way to pay the order may not use, a payment too late, a record beyond
 * what is due. Only the pages that place orders or take payments name these, so only they download the messages.
 */
export const PAYMENT_REFUSALS: ErrorMessages = {
  'cod-limit': 'errors.codLimit',
  'not-a-member': 'errors.notAMember',
  'payment-window-closed': 'errors.paymentWindowClosed',
  overpayment: 'errors.overpayment',
};

/** useActionErrorText with the payment refusals worded too. */
export const usePaymentErrorText = () => useActionErrorText(undefined, PAYMENT_REFUSALS);
