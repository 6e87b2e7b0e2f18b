import { Router } from 'express';
import * as logger from 'firebase-functions/logger';
import { api } from '@store/contract/routes';
import { ApiError } from '../http/api-error';
import { answerReplay, serve } from '../http/serve';
import { placeOrder } from '../orders/place-order';
import { answerPlacedOrder, checkoutOrigin, customerLocale, withPaymentPage } from './checkout';
import { handlePaymentNotice, paymentReturnPage, payNow } from './online-payment';
import { recordPayment } from './payment-records';

export const paymentRoutes = Router();

// Checkout: placing an order is the orders' work; opening its payment page at the gateway is this folder's.
serve(paymentRoutes, api.placeOrder, async ({ caller, headers, body, origin }, res) => {
  if (!caller.emailVerified) throw new ApiError('email-not-verified', 'Verify your email address before placing an order');
  const back = checkoutOrigin(body.paymentMethod, origin);
  const placed = await placeOrder(caller, headers['Idempotency-Key'], body);
  answerPlacedOrder(res, placed.order, placed.replayed);
  return withPaymentPage(placed, back);
});

serve(paymentRoutes, api.startPayment, async ({ caller, params, origin }) => payNow(caller, params.id, origin(), await customerLocale(caller)));

serve(paymentRoutes, api.recordPayment, async ({ caller, params, body }, res) => {
  const { order, replayed } = await recordPayment(caller, params.id, body);
  if (replayed) answerReplay(res, 200);
  return order;
});

serve(paymentRoutes, api.paymentNotice, async ({ body }) => {
  const outcome = await handlePaymentNotice(body);
  logger.info('Payment notice handled', { outcome });
  return { received: true as const };
});

serve(paymentRoutes, api.paymentReturn, async ({ query }, res) => {
  res.location(await paymentReturnPage(query));
});

serve(paymentRoutes, api.paymentReturnPosted, async ({ query, body }, res) => {
  res.location(await paymentReturnPage(query, body));
});
