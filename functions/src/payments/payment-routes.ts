import { Router } from 'express';
import * as logger from 'firebase-functions/logger';
import type { Locale } from '@store/contract/locale';
import type { Order } from '@store/contract/order';
import { api, routeUrl } from '@store/contract/routes';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { serve, type Reply } from '../http/serve';
import { recipientLocale, recipientRef } from '../mail/mail';
import { placeOrder } from '../orders/place-order';
import { handlePaymentNotice, openedPaymentPage, openPaymentPage, orderPagePath, payNow } from './online-payment';
import { recordPayment } from './payment-records';

export const paymentRoutes = Router();

/** The language the customer reads the store in, for the page the gateway sends them back to. */
const localeOf = async (caller: Caller): Promise<Locale> => recipientLocale(await recipientRef(caller.uid).get());

/**
 * An order just placed (or found again by its Idempotency-Key) as checkout answers it: for an online order that
 * awaits payment, with the gateway's page to pay on (a new one, or the one opened already for a retry). The
 * order stands either way: if the gateway does not answer, the customer pays later with "Pay now".
 */
export async function withPaymentPage(caller: Caller, order: Order, replayed: boolean, origin: string): Promise<Order> {
  if (order.status !== 'awaiting-payment') return order;
  try {
    const opened = replayed ? await openedPaymentPage(order.id) : undefined;
    const redirectUrl = opened ?? (await openPaymentPage(order, origin, await localeOf(caller)));
    return { ...order, payment: { ...order.payment, redirectUrl } };
  } catch (error) {
    logger.warn('No payment page for a new online order', { orderId: order.id, error: String(error) });
    return order;
  }
}

/** Answers a placed order: 201 with its Location, or 200 for a retry that found it. */
export function answerPlacedOrder(reply: Reply, order: Order, replayed: boolean) {
  if (replayed) reply.set('Idempotent-Replayed', 'true');
  reply.location(routeUrl(api.getOrder, { id: order.id }));
}

// Checkout: placing an order is the orders' work; opening its payment page at the gateway is this folder's.
serve(paymentRoutes, api.placeOrder, async ({ caller, headers, body, origin }, res) => {
  if (!caller.emailVerified) throw new ApiError('email-not-verified', 'Verify your email address before placing an order');
  const { order, replayed } = await placeOrder(caller, headers['Idempotency-Key'], body);
  answerPlacedOrder(res, order, replayed);
  return withPaymentPage(caller, order, replayed, origin);
});

serve(paymentRoutes, api.startPayment, async ({ caller, params, origin }) => payNow(caller, params.id, origin, await localeOf(caller)));

serve(paymentRoutes, api.recordPayment, async ({ caller, params, body }, res) => {
  const { order, replayed } = await recordPayment(caller, params.id, body);
  if (replayed) {
    res.status(200);
    res.set('Idempotent-Replayed', 'true');
  }
  return order;
});

serve(paymentRoutes, api.paymentNotice, async ({ body }) => {
  const outcome = await handlePaymentNotice(body);
  logger.info('Payment notice handled', { tranId: body.tran_id, outcome });
  return { received: true as const };
});

serve(paymentRoutes, api.paymentReturn, async ({ query }, res) => {
  res.location(`${orderPagePath(query.order, query.lang ?? 'en')}?payment=${query.outcome}`);
});
