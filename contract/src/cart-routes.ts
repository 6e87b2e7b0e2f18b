import { defineRoute as route } from './api-route';

const cart = () => import('./cart');

/** The signed-in customer's cart. */
export const cartRoutes = {
  getCart: route({
    method: 'GET',
    path: '/cart',
    access: 'signed-in',
    status: 200,
    errors: [],
    schemas: async () => ({ response: (await cart()).Cart }),
  }),
  setCartLine: route({
    method: 'PUT',
    path: '/cart/lines/:toolId',
    access: 'signed-in',
    status: 200,
    errors: ['not-found', 'cart-full'],
    schemas: async () => {
      const { CartLinePath, SetCartLineBody, Cart } = await cart();
      return { params: CartLinePath, body: SetCartLineBody, response: Cart };
    },
  }),
  removeCartLine: route({
    method: 'DELETE',
    path: '/cart/lines/:toolId',
    access: 'signed-in',
    status: 204,
    errors: [],
    schemas: async () => ({ params: (await cart()).CartLinePath }),
  }),
} as const;
