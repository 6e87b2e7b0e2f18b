import { defineRoute as route } from './api-route';

const delivery = () => import('./delivery');

/** Delivery: what it costs to a district (or nothing, collected at the counter), and the districts themselves. */
export const deliveryRoutes = {
  quoteDelivery: route({
    method: 'POST',
    path: '/delivery/quote',
    access: 'public',
    status: 200,
    // not-found: a line's tool (details name the line).
    errors: ['not-found'],
    schemas: async () => {
      const { DeliveryQuoteBody, DeliveryQuote } = await delivery();
      return { body: DeliveryQuoteBody, response: DeliveryQuote };
    },
  }),
  listDistricts: route({
    method: 'GET',
    path: '/delivery/districts',
    access: 'public',
    status: 200,
    cache: 'public',
    errors: [],
    schemas: async () => ({ response: (await delivery()).DistrictList }),
  }),
} as const;
