import type { OrderStatus } from '@store/contract/order';
import { orderRoutes } from '@store/contract/order-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';

const ORDERS_PER_PAGE = 50;

/** Every customer's orders, newest first, optionally of one status. */
export function allOrdersQuery(status: OrderStatus | undefined) {
  const query = { scope: 'all' as const, status, limit: ORDERS_PER_PAGE };
  return cursorPagedQuery(queryKeys.pages(orderRoutes.listOrders, { query }), (cursor, signal) =>
    callApi(orderRoutes.listOrders, { query: { ...query, cursor } }, { signal }),
  );
}

export const useAllOrders = (status: OrderStatus | undefined) =>
  useInfiniteQuery({ ...allOrdersQuery(status), select: ({ pages }) => pages.flatMap((page) => page.orders) });
