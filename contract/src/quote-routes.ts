import { defineRoute as route } from './api-route';

const order = () => import('./order');
const quote = () => import('./quote');
const common = () => import('./common');

/** Requests for quotes: asked by customers, answered by administrators. */
export const quoteRoutes = {
  requestQuote: route({
    method: 'POST',
    path: '/quotes',
    access: 'signed-in',
    status: 201,
    errors: ['email-not-verified', 'not-found'],
    schemas: async () => {
      const { CreateQuoteBody, Quote } = await quote();
      return { body: CreateQuoteBody, response: Quote };
    },
  }),
  listQuotes: route({
    method: 'GET',
    path: '/quotes',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied'],
    schemas: async () => {
      const { QuoteListQuery, QuotePage } = await quote();
      return { query: QuoteListQuery, response: QuotePage };
    },
  }),
  getQuote: route({
    method: 'GET',
    path: '/quotes/:id',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const [{ Quote }, { DocPath }] = await Promise.all([quote(), common()]);
      return { params: DocPath, response: Quote };
    },
  }),
  updateQuote: route({
    method: 'PATCH',
    path: '/quotes/:id',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found', 'invalid-transition'],
    schemas: async () => {
      const [{ UpdateQuoteBody, Quote }, { DocPath }] = await Promise.all([quote(), common()]);
      return { params: DocPath, body: UpdateQuoteBody, response: Quote };
    },
  }),
  acceptQuote: route({
    method: 'POST',
    path: '/quotes/:id/accept',
    access: 'signed-in',
    status: 201,
    // cod-limit, not-a-member, credit-limit and credit-hold: the payment method asked for, as at checkout.
    errors: ['email-not-verified', 'permission-denied', 'not-found', 'invalid-transition', 'quote-expired', 'insufficient-stock', 'idempotency-key-reused', 'cod-limit', 'not-a-member', 'credit-limit', 'credit-hold'],
    schemas: async () => {
      const [{ IdempotencyHeaders, AcceptQuoteBody, Order }, { DocPath }] = await Promise.all([order(), common()]);
      return { params: DocPath, headers: IdempotencyHeaders, body: AcceptQuoteBody, response: Order };
    },
  }),
} as const;
