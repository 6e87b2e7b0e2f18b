import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { api } from '@store/contract/routes';
import { ApiError } from '../http/api-error';
import { serve } from '../http/serve';
import { exportFileName, ordersCsv } from './order-export';
import { getOrder, listOrders } from './order-list';
import { changeOrderStatus } from './order-status';

export const orderRoutes = Router();

serve(orderRoutes, api.listOrders, async ({ caller, query: { scope, ...query } }) => {
  if (scope === 'all' && !caller.admin) throw new ApiError('permission-denied', 'Only administrators can see every order');
  return listOrders({ ...query, uid: scope === 'all' ? undefined : caller.uid });
});

serve(orderRoutes, api.exportOrders, async ({ query }, res) => {
  const chunks = ordersCsv(query);
  // The first page is read before anything is sent, so a refusal still answers as JSON.
  const first = await chunks.next();
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${exportFileName()}"`);
  // pipeline writes as fast as the caller reads, and stops reading Firestore if they go away.
  await pipeline(Readable.from(continueWith(first, chunks)), res);
});

serve(orderRoutes, api.getOrder, ({ caller, params }) => getOrder(caller, params.id));

serve(orderRoutes, api.updateOrderStatus, ({ caller, params, body }) => changeOrderStatus(caller, params.id, body.status));

/** The chunks of a generator whose first result was already taken. */
async function* continueWith<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}
