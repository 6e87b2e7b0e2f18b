import type { OrderExportQuery } from '@store/contract/order';
import { orderRoutes } from '@store/contract/order-routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';

const ORDERS_PER_PAGE = 50;

/** Every customer's orders, newest first, narrowed by the filters (search, status, days). */
export function allOrdersQuery(filters: OrderExportQuery) {
  const query = { scope: 'all' as const, ...filters, limit: ORDERS_PER_PAGE };
  return cursorPagedQuery(queryKeys.pages(orderRoutes.listOrders, { query }), (cursor, signal) =>
    callApi(orderRoutes.listOrders, { query: { ...query, cursor } }, { signal }),
  );
}

/** `enabled` false while the filters are ones the API would refuse. The rows of the last filters stay until the new ones come. */
export const useAllOrders = (filters: OrderExportQuery, enabled = true) =>
  useInfiniteQuery({
    ...allOrdersQuery(filters),
    enabled,
    placeholderData: keepPreviousData,
    select: ({ pages }) => pages.flatMap((page) => page.orders),
  });
