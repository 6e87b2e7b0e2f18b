import { defineRoute as route } from './api-route';

const order = () => import('./order');
const common = () => import('./common');

/** Orders: placed by customers, moved along by administrators. */
export const orderRoutes = {
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
} as const;
