import { useCallback } from 'react';
import { errorText, type ErrorMessages } from './api-client';
import { useIntl, type IntlShape } from './i18n/intl';
import type { MessageId } from './i18n/message-id';

/** Why the API refused a change the user asked for (an order, a review, a quote). */
const REFUSALS: ErrorMessages = {
  'invalid-argument': 'errors.invalidArgument',
  'invalid-json': 'errors.invalidArgument',
  'payload-too-large': 'errors.tooLarge',
  'permission-denied': 'errors.permissionDenied',
  'email-not-verified': 'errors.emailNotVerified',
  'not-found': 'errors.notFound',
  conflict: 'errors.conflict',
  'below-minimum': 'errors.belowMinimum',
  'insufficient-stock': 'errors.insufficientStock',
  'invalid-transition': 'errors.invalidTransition',
  'idempotency-key-reused': 'errors.idempotencyKeyReused',
  'price-changed': 'errors.priceChanged',
  'quote-expired': 'errors.quoteExpired',
  'cart-full': 'errors.cartFull',
};

/** The message of each error code of Firebase Auth ("auth/…") a page words. */
export type SignInErrorMessages = Readonly<Partial<Record<string, MessageId>>>;

/** What the sign-in service can answer any signed-in page (resending the verification email, saving the name). */
export const SIGN_IN_ERRORS: SignInErrorMessages = {
  'auth/network-request-failed': 'errors.signInUnreachable',
  'auth/too-many-requests': 'errors.tooManyAttempts',
  'auth/requires-recent-login': 'errors.signInAgain',
};

const signInCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
};

/**
 * Why an action failed, in the page's language: the API's refusals as errorText (./api-client.ts) words them, and the
 * sign-in service's errors by their code (`signIn` first) in either language. `refusals` words the codes only some
 * pages meet (the payments domain's payment-refusals.ts), kept out of here so that other pages do not download
 * their messages.
 */
export function actionErrorText(error: unknown, intl: IntlShape, signIn: SignInErrorMessages = SIGN_IN_ERRORS, refusals?: ErrorMessages): string {
  const code = signInCode(error);
  if (code) return intl.formatMessage({ id: signIn[code] ?? SIGN_IN_ERRORS[code] ?? 'errors.signInFailed' });
  return errorText(error, intl, refusals ? { ...REFUSALS, ...refusals } : REFUSALS);
}

/**
 * actionErrorText in the page's language, with `signIn` (a constant) for the sign-in errors the caller words, and
 * `refusals` (a constant) for the API's refusals only its page meets.
 */
export function useActionErrorText(signIn?: SignInErrorMessages, refusals?: ErrorMessages): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error: unknown) => actionErrorText(error, intl, signIn, refusals), [intl, signIn, refusals]);
}
