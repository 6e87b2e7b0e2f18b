import { defineRoute as route } from './api-route';

const payment = () => import('./payment');

/** The payment gateway's calls to the store: its server's notification, and the browser it sends back. */
export const paymentRoutes = {
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
    // Sends the browser to the order's page, which shows what the server knows; changes nothing itself.
    status: 303,
    errors: [],
    schemas: async () => ({ query: (await payment()).PaymentReturnQuery }),
  }),
} as const;
