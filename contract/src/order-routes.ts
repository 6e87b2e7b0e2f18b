import { defineRoute as route } from './api-route';

const order = () => import('./order');
const payment = () => import('./payment');
const common = () => import('./common');

/** Orders: placed by customers, moved along by administrators. */
export const orderRoutes = {
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
  listOrders: route({
    method: 'GET',
    path: '/orders',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied'],
    schemas: async () => {
      const { OrderListQuery, OrderPage } = await order();
      return { query: OrderListQuery, response: OrderPage };
    },
  }),
  // Before /orders/:id, so "export" is never read as an order number.
  exportOrders: route({
    method: 'GET',
    path: '/orders/export',
    access: 'admin',
    status: 200,
    produces: 'text/csv',
    errors: [],
    schemas: async () => ({ query: (await order()).OrderExportQuery }),
  }),
  getOrder: route({
    method: 'GET',
    path: '/orders/:id',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const [{ Order }, { DocPath }] = await Promise.all([order(), common()]);
      return { params: DocPath, response: Order };
    },
  }),
  updateOrderStatus: route({
    method: 'PATCH',
    path: '/orders/:id',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found', 'invalid-transition'],
    schemas: async () => {
      const [{ UpdateOrderBody, Order }, { DocPath }] = await Promise.all([order(), common()]);
      return { params: DocPath, body: UpdateOrderBody, response: Order };
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
    errors: ['not-found', 'overpayment', 'invalid-transition'],
    schemas: async () => {
      const [{ RecordPaymentBody }, { Order }, { DocPath }] = await Promise.all([payment(), order(), common()]);
      return { params: DocPath, body: RecordPaymentBody, response: Order };
    },
  }),
} as const;
