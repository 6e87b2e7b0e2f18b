import { Order } from '@store/contract/order';
import { api } from '@store/contract/routes';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { loadFirestore } from '../../../lib/firestore';

export const MY_ORDERS_LIMIT = 50;

interface MyOrdersResult {
  /** Which load this result belongs to: a result of an earlier user or attempt means "loading". */
  key: string;
  orders?: Order[];
  error?: unknown;
  live?: boolean;
}

/**
 * The signed-in user's orders, newest first. Read live from Firestore (the rules let owners read
 * their orders), so status changes show without a reload; if the live read fails, the API serves them.
 */
export function useMyOrders(uid: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const key = `${uid ?? ''}#${attempt}`;
  const [result, setResult] = useState<MyOrdersResult>({ key: '' });

  useEffect(() => {
    if (!uid) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const controller = new AbortController();

    const loadFromApi = () => {
      callApi(api.listOrders, { query: { limit: MY_ORDERS_LIMIT } }, { signal: controller.signal })
        .then((page) => active && setResult({ key, orders: page.orders, live: false }))
        .catch((error: unknown) => active && setResult({ key, error }));
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
          setResult({ key, orders, live: true });
        },
        () => {
          unsubscribe?.();
          unsubscribe = undefined;
          if (active) loadFromApi();
        },
      );
    })().catch(() => {
      if (active) loadFromApi();
    });

    return () => {
      active = false;
      controller.abort();
      unsubscribe?.();
    };
  }, [uid, key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = result.key === key;
  return {
    orders: current ? result.orders : undefined,
    error: current ? result.error : undefined,
    loading: Boolean(uid) && !current,
    /** False when the orders came from the API: they then change only on retry(). */
    live: current && result.live === true,
    retry,
  };
}

/** A Firestore order document as the contract's Order; documents that do not fit are left out. */
export function orderFromDocument(id: string, data: Record<string, unknown>): Order[] {
  const parsed = Order.safeParse({ ...data, id, createdAt: isoDate(data.createdAt), updatedAt: isoDate(data.updatedAt) });
  return parsed.success ? [parsed.data] : [];
}

function isoDate(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  return '';
}
