import { Router } from 'express';
import { api } from '@store/contract/routes';
import { ApiError } from '../http/api-error';
import { serve } from '../http/serve';
import { answerPlacedOrder, checkoutOrigin, withPaymentPage } from '../payments/checkout';
import { acceptQuote, getQuote, listQuotes, requestQuote, updateQuote } from './quote-store';

export const quoteRoutes = Router();

serve(quoteRoutes, api.requestQuote, ({ caller, body }) => {
  if (!caller.emailVerified) throw new ApiError('email-not-verified', 'Verify your email address before asking for a quote');
  return requestQuote(caller, body);
});

serve(quoteRoutes, api.listQuotes, async ({ caller, query: { scope, ...query } }) => {
  if (scope === 'all' && !caller.admin) throw new ApiError('permission-denied', 'Only administrators can see every quote');
  return listQuotes({ ...query, uid: scope === 'all' ? undefined : caller.uid });
});

serve(quoteRoutes, api.getQuote, ({ caller, params }) => getQuote(caller, params.id));

serve(quoteRoutes, api.updateQuote, ({ caller, params, body }) => updateQuote(caller, params.id, body));

serve(quoteRoutes, api.acceptQuote, async ({ caller, params, headers, body, origin }, res) => {
  if (!caller.emailVerified) throw new ApiError('email-not-verified', 'Verify your email address before accepting a quote');
  const back = checkoutOrigin(body.paymentMethod, origin);
  const placed = await acceptQuote(caller, params.id, headers['Idempotency-Key'], body);
  answerPlacedOrder(res, placed.order, placed.replayed);
  return withPaymentPage(placed, back);
});
