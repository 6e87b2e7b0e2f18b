import { Order, orderFromStored, type OrderPage } from '@store/contract/order';
import { orderRoutes } from '@store/contract/order-routes';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadFirestore } from '../../../lib/firestore';
import { queryKeys } from '../../../lib/query-keys';
import { orderQuery } from './order';

/** Changes made this long before the page opened are taken too: the browser's clock may run ahead of the server's. */
const CLOCK_SLACK_MS = 10 * 60_000;

/**
 * Keeps the user's orders on screen live: a Firestore listener (the rules let owners read their orders) on the
 * orders that change while the page is open puts each change into the cached lists and order, so a status
 * moved by the shop shows without a reload. An order that is new to a list has the list loaded again.
 */
export function useLiveOrderUpdates(uid: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const since = new Date(Date.now() - CLOCK_SLACK_MS);
    const unavailable = (error: Error) => console.warn('Live order updates are not available:', error.message);

    loadFirestore()
      .then(({ db, sdk }) => {
        if (!active) return;
        const { collection, onSnapshot, query, where } = sdk;
        const changes = query(collection(db, 'orders'), where('uid', '==', uid), where('updatedAt', '>=', since));
        unsubscribe = onSnapshot(
          changes,
          (snapshot) => {
            const changed = snapshot
              .docChanges()
              .flatMap((change) => (change.type === 'removed' ? [] : orderFromDocument(change.doc.id, change.doc.data())));
            if (changed.length) applyOrderChanges(queryClient, changed);
          },
          unavailable,
        );
      })
      .catch(unavailable);

    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [uid, queryClient]);
}

/** The order lists on screen: My Orders (each status filter) and Manage Orders. */
const listKey = queryKeys.anyInput(orderRoutes.listOrders);

export function applyOrderChanges(queryClient: QueryClient, changed: Order[]) {
  const byId = new Map(changed.map((order) => [order.id, order]));
  const unseen = new Set(byId.keys());
  queryClient.setQueriesData<InfiniteData<OrderPage>>({ queryKey: listKey }, (data) => {
    if (!data?.pages) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        orders: page.orders.map((order) => {
          const fresh = byId.get(order.id);
          if (!fresh) return order;
          unseen.delete(order.id);
          return fresh;
        }),
      })),
    };
  });
  for (const order of changed) {
    if (queryClient.getQueryData(orderQuery(order.id).queryKey)) queryClient.setQueryData(orderQuery(order.id).queryKey, order);
  }
  // An order no list holds yet (placed in another tab): the lists load again, and so show it where it belongs.
  const listsShown = queryClient.getQueriesData({ queryKey: listKey }).some(([, data]) => data !== undefined);
  if (unseen.size && listsShown) void queryClient.invalidateQueries({ queryKey: listKey });
}

/** A Firestore order document (release 1's one-tool form too) as the contract's Order; documents that do not fit are left out. */
export function orderFromDocument(id: string, data: Record<string, unknown>): Order[] {
  const parsed = Order.safeParse(orderFromStored(id, data, isoDate));
  return parsed.success ? [parsed.data] : [];
}

function isoDate(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  return '';
}
