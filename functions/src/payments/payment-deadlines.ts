import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { runTransaction } from '../firebase';
import { paymentMail, paymentMailRef, queueMail, readRecipientLocale } from '../mail/mail';
import { dueDeadlines, dueExpiries } from '../orders/order-list';
import { toOrder, type OrderDocument, type PaymentDeadline } from '../orders/order-model';
import { refundOwed, transferCancelDeadline } from '../orders/order-payment';
import { expireOrders, moveOrder, readOrderIfAny, readOrdersIfAny, setDeadline } from '../orders/order-writer';
import { sendOwedRefund } from './online-payment';
import { GatewayUnavailable } from './payment-gateway';

// The payment deadlines the store acts on by itself, from the times stored on each order: an online order unpaid at
// its `payment.expiresAt` (the time the order shows) expires and its stock returns; by its `deadline`, an unpaid
// transfer gets a reminder, then is cancelled at the end of its window, and an online refund owed is sent. Each is
// done in a transaction that checks the time is still the one read, so a deadline acted on twice at once (two
// sweeps, a sweep and a payment) acts once.

/** Orders handled per query, and groups of them at once (see groupsSharingNoTool). */
const PAGE = 200;
const AT_ONCE = 8;
/**
 * Expiries of one group settled in one transaction: each writes the order and its mail (and an account order's
 * company balance), so a hundred stay well inside a transaction's 500 writes.
 */
const EXPIRIES_AT_ONCE = 100;
/**
 * How long a sweep takes up new orders. The schedule starts a sweep every minute whether or not the last one
 * has finished, and two sweeps at once only queue on the same tools' locks (on the emulators, 1,000 expiries of
 * one tool went half as fast once a second sweep joined): a sweep stops in time and leaves the rest to the next.
 */
const SWEEP_BUDGET_MS = 50_000;

type DeadlineAction = PaymentDeadline['action'];

/** An order due to be acted on, as a query found it, and what for. */
interface DueOrder {
  doc: QueryDocumentSnapshot<OrderDocument>;
  action: DeadlineAction;
}

/**
 * Acts on what is due, for up to `budgetMs`: online orders past their `payment.expiresAt` first, then the other
 * deadlines (a transfer's reminder and cancellation, a refund owed). Answers how many orders it acted on.
 */
export async function settlePaymentDeadlines(now = Timestamp.now(), budgetMs = SWEEP_BUDGET_MS): Promise<number> {
  const stopAt = Date.now() + budgetMs;
  const expiries = async (limit: number) => (await dueExpiries(now, limit)).docs.map((doc): DueOrder => ({ doc, action: 'expire' }));
  const deadlines = async (limit: number) => (await dueDeadlines(now, limit)).docs.map((doc): DueOrder => ({ doc, action: doc.data().deadline!.action }));
  let settled = 0;
  for (const due of [expiries, deadlines]) {
    if (Date.now() >= stopAt) break;
    settled += await settleAll(due, stopAt);
  }
  return settled;
}

/** Acts on the orders `due` finds, a page at a time, until none is left or `stopAt`: how many it acted on. */
async function settleAll(due: (limit: number) => Promise<DueOrder[]>, stopAt: number): Promise<number> {
  let settled = 0;
  // Orders this sweep could not act on (a gateway that did not answer, a deadline moved meanwhile): left for the next.
  const passed = new Set<string>();
  for (;;) {
    const limit = PAGE + passed.size;
    const found = await due(limit);
    const orders = found.filter(({ doc }) => !passed.has(doc.id));
    if (orders.length === 0) return settled;
    await inParallel(groupsSharingNoTool(orders), AT_ONCE, async (group) => {
      for (const batch of batchesOf(group)) {
        if (Date.now() >= stopAt) return;
        try {
          const done = await settleBatch(batch);
          settled += done.size;
          for (const order of batch) if (!done.has(order.doc.id)) passed.add(order.doc.id);
        } catch (error) {
          for (const order of batch) passed.add(order.doc.id);
          if (!(error instanceof GatewayUnavailable)) logger.error('A payment deadline failed', { orderIds: batch.map((order) => order.doc.id), error: String(error) });
        }
      }
    });
    if (found.length < limit || Date.now() >= stopAt) return settled;
  }
}

/**
 * The orders in groups such that no two groups hold orders of the same tool, each group in the query's order.
 * An expiry or a cancellation reads and writes the stock of each of its order's tools in its transaction, so
 * two of the same tool at once only wait on each other's locks (many at once on one tool, after a rush of
 * unpaid checkouts, ran into lock timeouts over and over); one group's orders are settled one batch after another,
 * the groups side by side. Deadlines that touch no stock (a reminder, a refund) are groups of one.
 */
function groupsSharingNoTool(orders: DueOrder[]): DueOrder[][] {
  // Union-find over tool ids: tools end up under one root when some order holds both.
  const parent = new Map<string, string>();
  const root = (tool: string): string => {
    const up = parent.get(tool) ?? tool;
    if (up === tool) return tool;
    const top = root(up);
    parent.set(tool, top);
    return top;
  };
  const toolsOf = ({ doc, action }: DueOrder) => (action === 'expire' || action === 'cancel' ? doc.data().toolIds : []);
  for (const order of orders) {
    const [first, ...rest] = toolsOf(order).map(root);
    for (const tool of rest) if (tool !== first) parent.set(tool, first!);
  }
  const groups = new Map<string, DueOrder[]>();
  for (const order of orders) {
    const [tool] = toolsOf(order);
    const key = tool ? `tool:${root(tool)}` : `order:${order.doc.id}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(order);
  }
  return [...groups.values()];
}

/** A group's expiries in batches settled together (they share the group's tools), any other deadline alone. */
function batchesOf(group: DueOrder[]): DueOrder[][] {
  const expiries = group.filter((order) => order.action === 'expire');
  const batches = group.filter((order) => order.action !== 'expire').map((order) => [order]);
  for (let i = 0; i < expiries.length; i += EXPIRIES_AT_ONCE) batches.push(expiries.slice(i, i + EXPIRIES_AT_ONCE));
  return batches;
}

/** Settles a batch (expiries, or one other deadline): the ids of the orders it acted on. */
async function settleBatch(batch: DueOrder[]): Promise<Set<string>> {
  if (batch[0]!.action !== 'expire') return new Set((await settleDeadline(batch[0]!)) ? [batch[0]!.doc.id] : []);
  return new Set(await expireDue(batch.map(({ doc }) => doc.id)));
}

/**
 * Expires, in one transaction, those of the orders that are still unpaid past the time they show: answers their
 * ids. One paid meanwhile is left as it is; one whose deadline no longer applies has it cleared, so the sweep
 * never meets it again.
 */
async function expireDue(ids: readonly string[]): Promise<string[]> {
  return runTransaction(async (tx) => {
    const orders = await readOrdersIfAny(tx, ids);
    const due = orders.filter(({ doc }) => doc.status === 'awaiting-payment' && doc.payment?.expiresAt && doc.payment.expiresAt.toMillis() <= Date.now());
    const notDue = orders.filter((order) => !due.includes(order));
    await expireOrders(tx, due);
    for (const order of notDue) {
      const { doc } = order;
      // The time the order shows is the one acted on, whatever deadline an older order also stored.
      const stale = doc.status !== 'awaiting-payment' || !doc.payment?.expiresAt || doc.deadline?.action === 'expire';
      if (doc.deadline && stale) setDeadline(tx, order, undefined);
    }
    return due.map(({ ref }) => ref.id);
  });
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
 * Acts on one order if it is still due: answers whether it did. A deadline that no longer applies (a transfer's
 * order shipped meanwhile, say) is cleared, so the sweep never meets it again.
 */
async function settleDeadline({ doc: found, action }: DueOrder): Promise<boolean> {
  // As the sweep's query found it: only to choose the refund's path, which asks the gateway outside a transaction.
  if (action === 'refund') {
    if (await sendOwedRefund(found.id)) return true;
  }
  return runTransaction(async (tx) => {
    const order = await readOrderIfAny(tx, found.id);
    if (!order) return false;
    const { doc } = order;
    const clear = () => {
      if (doc.deadline) setDeadline(tx, order, undefined);
      return false;
    };
    const deadline = doc.deadline;
    if (!deadline || deadline.action !== action || deadline.at.toMillis() > Date.now()) return false;
    switch (deadline.action) {
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
    return false;
  });
}
