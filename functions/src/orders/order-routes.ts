import { Router } from 'express';
import { z } from 'zod';
import { DocId } from '@store/contract/common';
import { IdempotencyKey, OrderListQuery, PlaceOrderBody, UpdateOrderBody } from '@store/contract/order';
import { IDEMPOTENCY_HEADER } from '@store/contract/routes';
import { ApiError } from '../http/api-error';
import { authenticate } from '../http/auth';
import { parse } from '../http/validate';
import { changeOrderStatus, getOrder, listOrders, placeOrder } from './order-store';

const OrderPath = z.object({ id: DocId });
const IdempotencyHeader = z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKey });

export const orderRoutes = Router();

orderRoutes.post('/orders', async (req, res) => {
  const caller = await authenticate(req);
  if (!caller.emailVerified) {
    throw new ApiError('email-not-verified', 'Verify your email address before placing an order');
  }
  const { [IDEMPOTENCY_HEADER]: key } = parse(IdempotencyHeader, { [IDEMPOTENCY_HEADER]: req.get(IDEMPOTENCY_HEADER) }, 'query');
  const body = parse(PlaceOrderBody, req.body, 'body');
  const { order, replayed } = await placeOrder(caller, key, body);
  if (replayed) res.set('Idempotent-Replayed', 'true');
  res.status(201).location(`/api/orders/${order.id}`).json(order);
});

orderRoutes.get('/orders', async (req, res) => {
  const caller = await authenticate(req);
  const { scope, ...query } = parse(OrderListQuery, req.query, 'query');
  if (scope === 'all' && !caller.admin) throw new ApiError('permission-denied', 'Only administrators can see every order');
  res.json(await listOrders({ ...query, uid: scope === 'all' ? undefined : caller.uid }));
});

orderRoutes.get('/orders/:id', async (req, res) => {
  const caller = await authenticate(req);
  const { id } = parse(OrderPath, req.params, 'path');
  res.json(await getOrder(caller, id));
});

orderRoutes.patch('/orders/:id', async (req, res) => {
  const caller = await authenticate(req);
  const { id } = parse(OrderPath, req.params, 'path');
  const { status } = parse(UpdateOrderBody, req.body, 'body');
  res.json(await changeOrderStatus(caller, id, status));
});
