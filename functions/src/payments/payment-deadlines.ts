import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { runTransaction } from '../firebase';
import { paymentMail, paymentMailRef, queueMail, readRecipientLocale } from '../mail/mail';
import { dueDeadlines } from '../orders/order-list';
import { toOrder, type OrderDocument } from '../orders/order-model';
import { refundOwed, transferCancelDeadline } from '../orders/order-payment';
import { moveOrder, readOrderIfAny, setDeadline } from '../orders/order-writer';
import { sendOwedRefund } from './online-payment';
import { GatewayUnavailable } from './payment-gateway';

// The payment deadlines the store acts on by itself, from the time stored on each order (`deadline`): an online
// order unpaid at its expiry expires and its stock returns; an unpaid transfer gets a reminder, then is
// cancelled at the end of its window; an online refund owed is sent. Each is done in a transaction that
// checks the deadline is still the one read, so a deadline acted on twice at once (two sweeps, a sweep and
// a payment) acts once.

/** Orders handled per query, and groups of them at once (see groupsSharingNoTool). */
const PAGE = 200;
const AT_ONCE = 8;
/**
 * How long a sweep takes up new orders. The schedule starts a sweep every minute whether or not the last one
 * has finished, and two sweeps at once only queue on the same tools' locks (on the emulators, 1,000 expiries of
 * one tool went half as fast once a second sweep joined): a sweep stops in time and leaves the rest to the next.
 */
const SWEEP_BUDGET_MS = 50_000;

/** Acts on the deadlines that have passed, for up to `budgetMs`; answers how many orders it acted on. */
export async function settlePaymentDeadlines(now = Timestamp.now(), budgetMs = SWEEP_BUDGET_MS): Promise<number> {
  const stopAt = Date.now() + budgetMs;
  let settled = 0;
  // Orders this sweep could not act on (a gateway that did not answer, a deadline moved meanwhile): left for the next.
  const passed = new Set<string>();
  for (;;) {
    const limit = PAGE + passed.size;
    const due = await dueDeadlines(now, limit);
    const orders = due.docs.filter((doc) => !passed.has(doc.id));
    if (orders.length === 0) return settled;
    await inParallel(groupsSharingNoTool(orders), AT_ONCE, async (group) => {
      for (const doc of group) {
        if (Date.now() >= stopAt) return;
        try {
          if (await settleDeadline(doc)) settled++;
          else passed.add(doc.id);
        } catch (error) {
          passed.add(doc.id);
          if (!(error instanceof GatewayUnavailable)) logger.error('A payment deadline failed', { orderId: doc.id, error: String(error) });
        }
      }
    });
    if (due.size < limit || Date.now() >= stopAt) return settled;
  }
}

/**
 * The orders in groups such that no two groups hold orders of the same tool, each group in the query's order.
 * An expiry or a cancellation reads and writes the stock of each of its order's tools in its transaction, so
 * two of the same tool at once only wait on each other's locks (many at once on one tool, after a rush of
 * unpaid checkouts, ran into lock timeouts over and over); one group's orders are settled one after another,
 * the groups side by side. Deadlines that touch no stock (a reminder, a refund) are groups of one.
 */
function groupsSharingNoTool(orders: QueryDocumentSnapshot<OrderDocument>[]): QueryDocumentSnapshot<OrderDocument>[][] {
  // Union-find over tool ids: tools end up under one root when some order holds both.
  const parent = new Map<string, string>();
  const root = (tool: string): string => {
    const up = parent.get(tool) ?? tool;
    if (up === tool) return tool;
    const top = root(up);
    parent.set(tool, top);
    return top;
  };
  const toolsOf = (doc: QueryDocumentSnapshot<OrderDocument>) => {
    const action = doc.data().deadline?.action;
    return action === 'expire' || action === 'cancel' ? doc.data().toolIds : [];
  };
  for (const doc of orders) {
    const [first, ...rest] = toolsOf(doc).map(root);
    for (const tool of rest) if (tool !== first) parent.set(tool, first!);
  }
  const groups = new Map<string, QueryDocumentSnapshot<OrderDocument>[]>();
  for (const doc of orders) {
    const [tool] = toolsOf(doc);
    const key = tool ? `tool:${root(tool)}` : `order:${doc.id}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(doc);
  }
  return [...groups.values()];
}

/** Runs `task` over the items, at most `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * Acts on one order's deadline if it is still due: answers whether it did. A deadline that no longer applies
 * (a transfer's order shipped meanwhile, say) is cleared, so the sweep never meets it again.
 */
async function settleDeadline(found: QueryDocumentSnapshot<OrderDocument>): Promise<boolean> {
  // As the sweep's query found it: only to choose the refund's path, which asks the gateway outside a transaction.
  if (found.data().deadline?.action === 'refund') {
    if (await sendOwedRefund(found.id)) return true;
  }
  return runTransaction(async (tx) => {
    const order = await readOrderIfAny(tx, found.id);
    const deadline = order?.doc.deadline;
    if (!order || !deadline || deadline.at.toMillis() > Date.now()) return false;
    const { doc } = order;
    const clear = () => {
      setDeadline(tx, order, undefined);
      return false;
    };
    switch (deadline.action) {
      case 'expire':
        if (doc.status !== 'awaiting-payment') return clear();
        await moveOrder(tx, order, 'expired', 'system');
        return true;
      case 'cancel':
        // Confirmed orders too: confirming an order does not pay for it.
        if (doc.status !== 'pending' && doc.status !== 'confirmed') return clear();
        await moveOrder(tx, order, 'cancelled', 'system');
        return true;
      case 'remind': {
        if (!doc.payment || (doc.status !== 'pending' && doc.status !== 'confirmed')) return clear();
        const locale = await readRecipientLocale(tx, doc.uid);
        setDeadline(tx, order, transferCancelDeadline(doc.payment));
        queueMail(tx, paymentMailRef(found.id, 'reminder', 1), paymentMail(toOrder(found.id, doc), 'reminder', locale));
        return true;
      }
      case 'refund':
        // Cleared only once nothing is left to send back (a payment may have come in since the refund was tried).
        return doc.payment && refundOwed(doc.payment, doc.status) > 0 ? false : clear();
    }
  });
}
