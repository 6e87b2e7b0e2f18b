import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot as Snapshot,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { canMoveOrder, orderTotal, quantityProblem, SOLD_STATUSES, type Order, type OrderStatus, type PlaceOrderBody } from '@store/contract/order';
import { collections, commitOptimistically, db, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { countReads } from '../http/doc-reads';
import { readPage } from '../http/paging';
import { checkRateLimit, rateLimitRef } from '../http/rate-limit';
import { reviewIdOf } from '../reviews/review-model';
import type { ToolDocument } from '../tools/tool-model';
import { toOrder, type OrderDocument } from './order-model';

const formatMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Concurrent changes of one order (an owner's cancel and an administrator's move) retry a few more times. */
const CONTENDED = { maxAttempts: 20 };

/** Tries of one purchase before answering 503; each lost try means another buyer's order went in. */
const ORDER_ATTEMPTS = 30;

/**
 * Places an order: it checks the minimum order and the stock, snapshots the unit price, and in one atomic batch
 * takes the units from stock and writes the order. The batch only commits if the tool and the caller's rate
 * window are unchanged since they were read (and the order does not exist yet), so the stock never goes below
 * zero; a try that loses the race reads again. This optimistic form, rather than a transaction, lets many buyers
 * of one tool through quickly: transactions holding read locks on a hot tool deadlock each other until a lock
 * times out (the emulator's 2 s, over and over), which took 30 simultaneous buyers past the function's timeout.
 * The order's id is derived from the caller and the Idempotency-Key, so a retry finds the first order instead
 * of making a second one.
 */
export async function placeOrder(
  caller: Caller,
  idempotencyKey: string,
  body: PlaceOrderBody,
): Promise<{ order: Order; replayed: boolean }> {
  const orderRef = collections.orders.doc(sha256(`${caller.uid}:${idempotencyKey}`).slice(0, 28));
  const toolRef = collections.tools.doc(body.toolId);
  const limitRef = rateLimitRef(caller.uid, 'orders');
  const reviewRef = collections.reviews.doc(reviewIdOf(caller.uid, body.toolId));
  const requestHash = sha256(JSON.stringify([body.toolId, body.quantity, body.address, body.phone]));

  const replay = (doc: OrderDocument) => {
    if (doc.requestHash !== requestHash) {
      throw new ApiError('idempotency-key-reused', 'This Idempotency-Key was already used for a different order');
    }
    return { order: toOrder(orderRef.id, doc), replayed: true };
  };

  const busy = () => new ApiError('unavailable', 'Too many orders for this tool at once. Please try again in a moment.');
  return commitOptimistically(ORDER_ATTEMPTS, busy, async () => {
    const [existing, toolSnap, limitSnap, review] = (await db.getAll(orderRef, toolRef, limitRef, reviewRef)) as [
      Snapshot,
      Snapshot,
      Snapshot,
      Snapshot,
    ];
    countReads.docs(4);
    if (existing.exists) return replay(existing.data() as OrderDocument);
    const limit = checkRateLimit(limitSnap, 'orders');
    if (!toolSnap.exists) throw notFound('Tool');
    const tool = toolSnap.data() as ToolDocument;
    const problem = quantityProblem(tool, body.quantity);
    if (problem) throw new ApiError(problem.code, problem.summary, [{ field: 'quantity', message: problem.message }]);
    const total = orderTotal(tool.price, body.quantity);
    if (body.expectedTotal !== undefined && body.expectedTotal !== total) {
      throw new ApiError('price-changed', `The price of ${tool.name} has changed: the total is now ${formatMoney(total)}`, [
        { field: 'expectedTotal', message: `The total is now ${formatMoney(total)}` },
        { field: 'unitPrice', message: `The price per unit is now ${formatMoney(tool.price)}` },
      ]);
    }
    const now = Timestamp.now();
    const doc: OrderDocument = {
      uid: caller.uid,
      email: caller.email,
      toolId: body.toolId,
      toolname: tool.name,
      unitPrice: tool.price,
      quantity: body.quantity,
      total,
      address: body.address,
      phone: body.phone,
      status: 'pending',
      idempotencyKey,
      requestHash,
      createdAt: now,
      updatedAt: now,
    };
    const available = tool.available - body.quantity;
    const batch = db.batch();
    batch.create(orderRef, doc);
    batch.update(toolRef, { available, inStock: available > 0, updatedAt: now }, { lastUpdateTime: toolSnap.updateTime! });
    limit.count(batch);
    // The buyer's review of this tool (if any) now stands on a purchase.
    if (review.exists && review.get('verifiedPurchase') !== true) {
      batch.update(reviewRef, { verifiedPurchase: true }, { lastUpdateTime: review.updateTime! });
    }
    await batch.commit();
    // A review written while this order went in may have missed it (and this batch missed the review).
    if (!review.exists && (await reviewRef.get()).exists) await settleReviewBadge(caller.uid, body.toolId);
    return { order: toOrder(orderRef.id, doc), replayed: false };
  });
}

/** A customer's orders of a tool that still stand (not cancelled): what a verified-purchase badge rests on. */
export const standingOrdersOf = (uid: string, toolId: string, limit: number) =>
  collections.orders.where('uid', '==', uid).where('toolId', '==', toolId).where('status', 'in', SOLD_STATUSES).limit(limit);

/**
 * Makes the customer's review of a tool (if any) say "verified purchase" exactly when an order of that tool
 * stands, and answers whether one does. Orders and reviews are written by different batches that cannot see
 * each other's uncommitted work, so each side settles the badge after its own commit: whichever commits last
 * then sees the other. A review changed meanwhile is left to the writer that changed it, which settles too.
 */
export async function settleReviewBadge(uid: string, toolId: string): Promise<boolean> {
  const reviewRef = collections.reviews.doc(reviewIdOf(uid, toolId));
  const [review, standing] = await Promise.all([reviewRef.get(), standingOrdersOf(uid, toolId, 1).get()]);
  const verified = !standing.empty;
  if (review.exists && review.get('verifiedPurchase') !== verified) {
    await reviewRef.update({ verifiedPurchase: verified }, { lastUpdateTime: review.updateTime! }).catch(() => undefined);
  }
  return verified;
}

/**
 * Cancels an order inside `tx`: its units go back to stock and, if it was the buyer's last order of that tool
 * still standing, their review of it loses the verified-purchase badge. The caller has read the order in `tx`
 * and checked that it may be cancelled, so this runs once per order. All reads here come before any write.
 */
async function cancelInTransaction(tx: Transaction, orderRef: DocumentReference, order: OrderDocument, now: Timestamp) {
  const toolRef = collections.tools.doc(order.toolId);
  const reviewRef = collections.reviews.doc(reviewIdOf(order.uid, order.toolId));
  const [tool, otherPurchases, review] = await Promise.all([
    tx.get(toolRef),
    tx.get(standingOrdersOf(order.uid, order.toolId, 2)),
    tx.get(reviewRef),
  ]);
  if (tool.exists) {
    tx.update(toolRef, { available: FieldValue.increment(order.quantity), inStock: true, updatedAt: now });
  }
  const stillBought = otherPurchases.docs.some((doc) => doc.id !== orderRef.id);
  if (!stillBought && review.exists && review.get('verifiedPurchase') === true) {
    tx.update(reviewRef, { verifiedPurchase: false });
  }
  tx.update(orderRef, { status: 'cancelled', updatedAt: now });
}

/**
 * Moves an order along its pipeline. The owner may only cancel while pending; an administrator may make
 * any move the pipeline allows (never cancelling once shipped). Cancelling returns the units to stock, once:
 * the status is checked and changed in the same transaction.
 */
export async function changeOrderStatus(caller: Caller, id: string, status: OrderStatus): Promise<Order> {
  const orderRef = collections.orders.doc(id);
  return runTransaction(async (tx) => {
    const snap = await tx.get(orderRef);
    if (!snap.exists) throw notFound('Order');
    const order = snap.data() as OrderDocument;
    if (!caller.admin) {
      if (order.uid !== caller.uid) throw new ApiError('permission-denied', 'This is not your order');
      if (status !== 'cancelled') throw new ApiError('permission-denied', 'You can only cancel your order');
      if (order.status !== 'pending') {
        throw new ApiError('invalid-transition', `This order is ${order.status} and can no longer be cancelled`);
      }
    } else if (!canMoveOrder(order.status, status)) {
      throw new ApiError('invalid-transition', `An order that is ${order.status} cannot become ${status}`);
    }
    const now = Timestamp.now();
    if (status === 'cancelled') await cancelInTransaction(tx, orderRef, order, now);
    else tx.update(orderRef, { status, updatedAt: now });
    return toOrder(id, { ...order, status, updatedAt: now });
  }, CONTENDED);
}

/** Cancels every pending order of a user (their account is being removed): each once, its units back in stock. */
export async function cancelPendingOrdersOf(uid: string): Promise<void> {
  const pending = await collections.orders.where('uid', '==', uid).where('status', '==', 'pending').get();
  for (const { ref } of pending.docs) {
    await runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const order = snap.data() as OrderDocument | undefined;
      // Moved on (or cancelled) since the query: nothing to give back here.
      if (order?.status !== 'pending') return;
      await cancelInTransaction(tx, ref, order, Timestamp.now());
    }, CONTENDED);
  }
}

/** One order, for its owner or an administrator. */
export async function getOrder(caller: Caller, id: string): Promise<Order> {
  const snap = await collections.orders.doc(id).get();
  if (!snap.exists) throw notFound('Order');
  const order = snap.data() as OrderDocument;
  if (order.uid !== caller.uid && !caller.admin) throw new ApiError('permission-denied', 'This is not your order');
  return toOrder(id, order);
}

export async function listOrders(options: { uid?: string; status?: OrderStatus; limit: number; cursor?: string }) {
  let query: Query = collections.orders;
  if (options.uid) query = query.where('uid', '==', options.uid);
  if (options.status) query = query.where('status', '==', options.status);
  const page = await readPage(query, { orderBy: ['createdAt', 'desc'], limit: options.limit, cursor: options.cursor }, (doc) =>
    toOrder(doc.id, doc.data() as OrderDocument),
  );
  return { orders: page.items, nextCursor: page.nextCursor };
}
