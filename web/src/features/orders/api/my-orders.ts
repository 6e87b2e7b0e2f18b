import { orderRoutes } from '@store/contract/order-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const MY_ORDERS_LIMIT = 50;

/** The signed-in user's orders, newest first, from the API. Keyed by user too: another account never sees them cached. */
export function myOrdersQuery(uid: string | undefined) {
  const input = { query: { limit: MY_ORDERS_LIMIT } };
  return queryOptions({
    queryKey: [...queryKeys.call(orderRoutes.listOrders, input), { uid }],
    queryFn: ({ signal }) => callApi(orderRoutes.listOrders, input, { signal }),
  });
}
