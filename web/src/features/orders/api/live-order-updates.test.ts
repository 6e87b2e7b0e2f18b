import type { Order, OrderPage } from '@store/contract/order';
import { orderRoutes } from '@store/contract/order-routes';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../../../test/order';
import { queryKeys } from '../../../lib/query-keys';
import { applyOrderChanges } from './live-order-updates';
import { myOrdersQuery } from './my-orders';
import { orderQuery } from './order';

const placed = testOrder({
  id: 'o1',
  uid: 'customer-uid',
  email: 'customer@example.com',
  toolId: 't1',
  toolname: 'Cordless Drill',
  unitPrice: 10,
  quantity: 5,
  total: 50,
  address: 'Road 1, Dhaka',
  phone: '+880 1700 000000',
  status: 'confirmed',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const shipped: Order = { ...placed, status: 'shipped', updatedAt: '2026-11-21T10:00:00.000Z' };

const onePage = (orders: Order[]): InfiniteData<OrderPage> => ({ pages: [{ orders, nextCursor: null }], pageParams: [undefined] });

/** My Orders' list under the key its page uses, and an administrator's list of every order (Manage Orders). */
function cachedLists() {
  const queryClient = new QueryClient();
  const mine = myOrdersQuery('customer-uid', undefined).queryKey;
  const all = queryKeys.pages(orderRoutes.listOrders, { query: { scope: 'all', limit: 50 } });
  queryClient.setQueryData(mine, onePage([placed]));
  queryClient.setQueryData(all, onePage([placed]));
  queryClient.setQueryData(orderQuery(placed.id).queryKey, placed);
  const statusOf = (key: readonly unknown[]) =>
    queryClient.getQueryData<InfiniteData<OrderPage>>(key)?.pages[0]?.orders.map((order) => order.status);
  return { queryClient, mine: () => statusOf(mine), all: () => statusOf(all), mineKey: mine };
}

describe('live order changes', () => {
  it('replace the order in every cached list (My Orders, Manage Orders) and its own page', () => {
    const { queryClient, mine, all } = cachedLists();
    applyOrderChanges(queryClient, [shipped]);
    expect(mine()).toEqual(['shipped']);
    expect(all()).toEqual(['shipped']);
    expect(queryClient.getQueryData<Order>(orderQuery(placed.id).queryKey)?.status).toBe('shipped');
  });

  it('load the lists again for an order none of them holds yet', () => {
    const { queryClient, mineKey } = cachedLists();
    applyOrderChanges(queryClient, [{ ...shipped, id: 'o2' }]);
    expect(queryClient.getQueryState(mineKey)?.isInvalidated).toBe(true);
  });
});
