import type { OrderStatus } from '@store/contract/order';
import { orderRoutes } from '@store/contract/order-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cursorPagedQuery } from '../../../lib/cursor-paging';
import { queryKeys } from '../../../lib/query-keys';

export const MY_ORDERS_PER_PAGE = 20;

/**
 * The signed-in user's orders, newest first, optionally of one status, a page at a time (there is no cap on
 * how many a customer can see). Keyed by user too: another account never sees them cached.
 */
export function myOrdersQuery(uid: string | undefined, status: OrderStatus | undefined) {
  const query = { status, limit: MY_ORDERS_PER_PAGE };
  return cursorPagedQuery([...queryKeys.pages(orderRoutes.listOrders, { query }), { uid }], (cursor, signal) =>
    callApi(orderRoutes.listOrders, { query: { ...query, cursor } }, { signal }),
  );
}

export const useMyOrders = (uid: string | undefined, status: OrderStatus | undefined) =>
  useInfiniteQuery({
    ...myOrdersQuery(uid, status),
    enabled: Boolean(uid),
    select: ({ pages }) => pages.flatMap((page) => page.orders),
  });
