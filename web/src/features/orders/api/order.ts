import { orderRoutes } from '@store/contract/order-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One order with its lines, delivery details and history (its owner's, or any for an administrator). */
export function orderQuery(id: string) {
  const input = { params: { id } };
  return queryOptions({
    queryKey: queryKeys.call(orderRoutes.getOrder, input),
    queryFn: ({ signal }) => callApi(orderRoutes.getOrder, input, { signal }),
  });
}

export const useOrder = (id: string) => useQuery(orderQuery(id));
