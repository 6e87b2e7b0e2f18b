import type { Order, OrderStatus } from '@store/contract/order';
import { api } from '@store/contract/routes';
import { callApi } from '../../../../lib/api-client';
import { usePagedList } from '../../use-paged-list';

const ORDERS_PER_PAGE = 50;

/** GET /api/orders?scope=all: every customer's orders, newest first, optionally of one status. */
export function useAllOrders(status: OrderStatus | undefined) {
  return usePagedList<Order>(async (cursor, signal) => {
    const page = await callApi(api.listOrders, { query: { scope: 'all', status, limit: ORDERS_PER_PAGE, cursor } }, { signal });
    return { items: page.orders, nextCursor: page.nextCursor };
  }, [status]);
}
