import * as logger from 'firebase-functions/logger';
import type { Locale } from '@store/contract/locale';
import type { Order } from '@store/contract/order';
import { api, routeUrl } from '@store/contract/routes';
import type { Caller } from '../http/auth';
import { answerReplay, type Reply } from '../http/serve';
import { recipientLocale, recipientRef } from '../mail/mail';
import type { Placed } from '../orders/place-order';
import { openPaymentPage } from './online-payment';

// Checkout's answer, shared by placing an order and accepting a quote: placing is the orders' work; opening the
// order's payment page at the gateway is this folder's.

/** The language the customer reads the store in, for the page the gateway sends them back to. */
export const customerLocale = async (caller: Caller): Promise<Locale> => recipientLocale(await recipientRef(caller.uid).get());

/**
 * The store's address for a checkout, asked before the order is placed: an online order's payment cannot start
 * without one, so none is placed (503); other methods need none.
 */
export const checkoutOrigin = (paymentMethod: string | undefined, origin: () => string) => (paymentMethod === 'online' ? origin() : '');

/**
 * An order just placed (or found again by its Idempotency-Key) as checkout answers it: for an online order that
 * awaits payment, with the gateway's page to pay on (a new one, or the one opened already for a retry). The
 * order stands either way: if the gateway does not answer, the customer pays later with "Pay now". The buyer's
 * language and the page already opened are as placing the order read them with the order itself (Placed): an
 * online checkout reads nothing more than a cash one before it asks the gateway for the page.
 */
export async function withPaymentPage({ order, replayed, locale, paymentPage }: Placed, origin: string): Promise<Order> {
  if (order.status !== 'awaiting-payment') return order;
  try {
    const redirectUrl = (replayed ? paymentPage : undefined) ?? (await openPaymentPage(order, origin, locale));
    return { ...order, payment: { ...order.payment, redirectUrl } };
  } catch (error) {
    logger.warn('No payment page for a new online order', { orderId: order.id, error: String(error) });
    return order;
  }
}

/** Answers a placed order: 201 with its Location, a retry that found it marked as a replay. */
export function answerPlacedOrder(reply: Reply, order: Order, replayed: boolean) {
  if (replayed) answerReplay(reply);
  reply.location(routeUrl(api.getOrder, { id: order.id }));
}

