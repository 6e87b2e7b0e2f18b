import { Order, orderFromStored } from '@store/contract/order';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { loadFirestore } from '../../../lib/firestore';
import { MY_ORDERS_LIMIT, myOrdersQuery } from './my-orders';

interface LiveOrders {
  /** Which read this result belongs to: a result of an earlier user or attempt means "loading". */
  key: string;
  orders?: Order[];
  failed?: boolean;
}

/**
 * The signed-in user's orders, newest first. Read live from Firestore (the rules let owners read
 * their orders), so status changes show without a reload; if the live read fails, the API serves them.
 */
export function useMyOrders(uid: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const key = `${uid ?? ''}#${attempt}`;
  const [live, setLive] = useState<LiveOrders>({ key: '' });

  useEffect(() => {
    if (!uid) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const fail = () => {
      if (active) setLive({ key, failed: true });
    };

    (async () => {
      const { db, sdk } = await loadFirestore();
      const { collection, limit, onSnapshot, orderBy, query, where } = sdk;
      if (!active) return;
      const mine = query(
        collection(db, 'orders'),
        where('uid', '==', uid),
        orderBy('createdAt', 'desc'),
        limit(MY_ORDERS_LIMIT),
      );
      unsubscribe = onSnapshot(
        mine,
        (snapshot) => {
          const orders = snapshot.docs.flatMap((doc) => orderFromDocument(doc.id, doc.data()));
          setLive({ key, orders });
        },
        () => {
          unsubscribe?.();
          unsubscribe = undefined;
          fail();
        },
      );
    })().catch(fail);

    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [uid, key]);

  const current = live.key === key;
  const liveFailed = current && live.failed === true;
  const fromApi = useQuery({ ...myOrdersQuery(uid), enabled: Boolean(uid) && liveFailed });
  const orders = current ? (live.orders ?? (liveFailed ? fromApi.data?.orders : undefined)) : undefined;
  const error = liveFailed && !orders ? fromApi.error : undefined;

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    orders,
    error,
    loading: Boolean(uid) && !orders && !error,
    retry,
  };
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
