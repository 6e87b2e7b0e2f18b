import { defineRoute as route } from './api-route';

const payment = () => import('./payment');
const order = () => import('./order');
const common = () => import('./common');

/**
 * Getting paid: checkout (an order placed, and its payment page opened at the gateway), "Pay now", the money
 * administrators record by hand, and the gateway's calls to the store (its server's notification, and the browser
 * it sends back).
 */
export const paymentRoutes = {
  placeOrder: route({
    method: 'POST',
    path: '/orders',
    access: 'signed-in',
    status: 201,
    // A 409 about stock or the minimum names each failing line (lines.{i}.quantity) in details.
    // An online order answers with payment.redirectUrl, the gateway's page where the customer pays.
    errors: ['email-not-verified', 'not-found', 'below-minimum', 'insufficient-stock', 'price-changed', 'idempotency-key-reused', 'cod-limit', 'not-a-member', 'credit-limit', 'credit-hold', 'unavailable'],
    schemas: async () => {
      const { IdempotencyHeaders, PlaceOrderBody, Order } = await order();
      return { headers: IdempotencyHeaders, body: PlaceOrderBody, response: Order };
    },
  }),
  startPayment: route({
    method: 'POST',
    path: '/orders/:id/payment',
    access: 'signed-in',
    status: 200,
    // A new session at the gateway for the owner's online order that still awaits payment ("Pay now").
    errors: ['permission-denied', 'not-found', 'payment-window-closed', 'unavailable'],
    schemas: async () => {
      const [{ PaymentSession }, { DocPath }] = await Promise.all([payment(), common()]);
      return { params: DocPath, response: PaymentSession };
    },
  }),
  recordPayment: route({
    method: 'POST',
    path: '/orders/:id/payments',
    access: 'admin',
    status: 201,
    // credit-limit: a refund that makes an account order owe again beyond its company's credit limit.
    errors: ['not-found', 'overpayment', 'invalid-transition', 'credit-limit'],
    schemas: async () => {
      const [{ RecordPaymentBody }, { Order }, { DocPath }] = await Promise.all([payment(), order(), common()]);
      return { params: DocPath, body: RecordPaymentBody, response: Order };
    },
  }),
  paymentNotice: route({
    method: 'POST',
    path: '/payments/notify',
    access: 'public',
    consumes: 'application/x-www-form-urlencoded',
    // Always 200 once read: what it says is applied only as far as the gateway's validation call confirms it.
    status: 200,
    errors: [],
    schemas: async () => {
      const { PaymentNotice, PaymentNoticeAnswer } = await payment();
      return { body: PaymentNotice, response: PaymentNoticeAnswer };
    },
  }),
  paymentReturn: route({
    method: 'GET',
    path: '/payments/return',
    access: 'public',
    // Always sends the browser to a page, whatever the query says: the order's page, which shows what the server
    // knows, when the return names an order of the store; else the page saying the payment is being checked, with
    // a link to My Orders. Reads the order, and changes nothing.
    status: 303,
    errors: [],
    schemas: async () => ({ query: (await payment()).PaymentReturnQuery }),
  }),
  paymentReturnPosted: route({
    method: 'POST',
    path: '/payments/return',
    access: 'public',
    consumes: 'application/x-www-form-urlencoded',
    // The same return as a form post, as SSLCommerz sends the browser back: the same page, by a 303 (a GET), so a
    // reload there posts nothing again.
    status: 303,
    errors: [],
    schemas: async () => {
      const { PaymentReturnQuery, PaymentReturnForm } = await payment();
      return { query: PaymentReturnQuery, body: PaymentReturnForm };
    },
  }),
} as const;
