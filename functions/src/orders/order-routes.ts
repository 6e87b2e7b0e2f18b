import { Router } from 'express';
import { api, routeUrl } from '@store/contract/routes';
import { ApiError } from '../http/api-error';
import { serve } from '../http/serve';
import { changeOrderStatus, getOrder, listOrders, placeOrder } from './order-store';

export const orderRoutes = Router();

serve(orderRoutes, api.placeOrder, async ({ caller, headers, body }, res) => {
  if (!caller.emailVerified) throw new ApiError('email-not-verified', 'Verify your email address before placing an order');
  const { order, replayed } = await placeOrder(caller, headers['Idempotency-Key'], body);
  if (replayed) res.set('Idempotent-Replayed', 'true');
  res.location(routeUrl(api.getOrder, { id: order.id }));
  return order;
});

serve(orderRoutes, api.listOrders, async ({ caller, query: { scope, ...query } }) => {
  if (scope === 'all' && !caller.admin) throw new ApiError('permission-denied', 'Only administrators can see every order');
  return listOrders({ ...query, uid: scope === 'all' ? undefined : caller.uid });
});

serve(orderRoutes, api.getOrder, ({ caller, params }) => getOrder(caller, params.id));

serve(orderRoutes, api.updateOrderStatus, ({ caller, params, body }) => changeOrderStatus(caller, params.id, body.status));
