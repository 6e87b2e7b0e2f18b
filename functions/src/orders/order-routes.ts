import { Router } from 'express';
import { api } from '@store/contract/routes';
import { ApiError } from '../http/api-error';
import { sendCsv } from '../http/csv-download';
import { serve } from '../http/serve';
import { exportFileName, ordersCsv } from './order-export';
import { getOrder, listOrders } from './order-list';
import { changeOrderStatus } from './order-status';

export const orderRoutes = Router();

serve(orderRoutes, api.listOrders, async ({ caller, query: { scope, ...query } }) => {
  if (scope === 'all' && !caller.admin) throw new ApiError('permission-denied', 'Only administrators can see every order');
  return listOrders({ ...query, uid: scope === 'all' ? undefined : caller.uid });
});

// The first page is read before anything is sent, so a refusal (a bad filter) still answers as JSON.
serve(orderRoutes, api.exportOrders, ({ query }, res) => sendCsv(res, exportFileName(), ordersCsv(query)));

serve(orderRoutes, api.getOrder, ({ caller, params }) => getOrder(caller, params.id));

serve(orderRoutes, api.updateOrderStatus, ({ caller, params, body }) => changeOrderStatus(caller, params.id, body.status));
