import { createHash } from 'node:crypto';
import {
  FieldValue,
  Filter,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot as Snapshot,
  type Query,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  canMoveOrder,
  orderTotal,
  quantityProblem,
  SOLD_STATUSES,
  sumMoney,
  type ChangedBy,
  type Order,
  type OrderLine,
  type OrderLineInput,
  type OrderStatus,
  type PlaceOrderBody,
} from '@store/contract/order';
import { unitPriceFor } from '@store/contract/pricing';
import type { CartDocument } from '../cart/cart-model';
import { collections, commitOptimistically, db, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { readPage } from '../http/paging';
import { checkRateLimit, rateLimitRef } from '../http/rate-limit';
import { recordAudit } from '../audit/audit-store';
import { reviewIdOf } from '../reviews/review-model';
import type { ToolDocument } from '../tools/tool-model';
import { mailRef, orderMail, queueMail } from '../mail/mail';
import { linesOf, statusChange, toOrder, type OrderDocument, type StoredOrder } from './order-model';

const formatMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Concurrent changes of one order (an owner's cancel and an administrator's move) retry a few more times. */
const CONTENDED = { maxAttempts: 20 };

/** Tries of one purchase before answering 503; each lost try means another buyer's order went in. */
const ORDER_ATTEMPTS = 30;

/** Where an order goes, as checkout and accepting a quote give it. */
export interface Delivery {
  address: string;
  phone: string;
  poNumber?: string;
}

/**
 * A quote being accepted by the purchase: its document is read with the tools and must be unchanged when the
 * order commits, and the order is priced from it (the minimum order waived).
 */
export interface QuotedPurchase {
  ref: DocumentReference;
  /** Refuses the purchase (throws) if the quote, as read, cannot be accepted by this caller now. */
  check(snap: Snapshot, now: Date): void;
  /** The quoted unit price of each line's tool. */
  unitPrices(snap: Snapshot): Map<string, number>;
  /** Marks the quote accepted by the order, in the order's batch. */
  accept(batch: WriteBatch, snap: Snapshot, orderId: string, now: Timestamp): void;
}

interface Purchase {
  caller: Caller;
  idempotencyKey: string;
  /** Hash of what was asked: a reused key with another request is refused. */
  requestHash: string;
  lines: OrderLineInput[];
  delivery: Delivery;
  expectedTotal?: number;
  quote?: QuotedPurchase;
}

/**
 * Places an order: it checks every line's minimum order and stock, snapshots each line's unit price (tiers
 * applied), and in one atomic batch takes every line's units from stock, writes the order with its first
 * history entry and mail, and removes its tools from the buyer's cart. The batch only commits if every tool,
 * the cart and the caller's rate window are unchanged since they were read (and the order does not exist
 * yet), so no stock goes below zero and the order is whole or absent; a try that loses the race reads again.
 * This optimistic form, rather than a transaction, lets many buyers of one tool through quickly: transactions
 * holding read locks on a hot tool deadlock each other until a lock times out (the emulator's 2 s, over and
 * over), which took 30 simultaneous buyers past the function's timeout. The order's id is derived from the
 * caller and the Idempotency-Key, so a retry finds the first order instead of making a second one.
 */
export function placeOrder(caller: Caller, idempotencyKey: string, body: PlaceOrderBody): Promise<{ order: Order; replayed: boolean }> {
  const { lines, expectedTotal, ...delivery } = body;
  const requestHash = sha256(JSON.stringify(['order', lines.map((line) => [line.toolId, line.quantity]), delivery.address, delivery.phone, delivery.poNumber ?? null]));
  return purchase({ caller, idempotencyKey, requestHash, lines, delivery, expectedTotal });
}

/** The id of the order a caller's Idempotency-Key makes. */
export const orderRefFor = (uid: string, idempotencyKey: string) => collections.orders.doc(sha256(`${uid}:${idempotencyKey}`).slice(0, 28));

export const requestHashOf = (parts: unknown[]) => sha256(JSON.stringify(parts));

/** Places the order of a purchase (placeOrder, or a quote's acceptance): see placeOrder. */
export async function purchase(p: Purchase): Promise<{ order: Order; replayed: boolean }> {
  const { caller } = p;
  const orderRef = orderRefFor(caller.uid, p.idempotencyKey);
  const limitRef = rateLimitRef(caller.uid, 'orders');
  const cartRef = collections.carts.doc(caller.uid);
  const toolRefs = p.lines.map((line) => collections.tools.doc(line.toolId));
  const reviewRefs = p.lines.map((line) => collections.reviews.doc(reviewIdOf(caller.uid, line.toolId)));
  const fixed = [orderRef, limitRef, cartRef, ...(p.quote ? [p.quote.ref] : [])];

  const replay = (doc: StoredOrder) => {
    if (doc.requestHash !== p.requestHash) {
      throw new ApiError('idempotency-key-reused', 'This Idempotency-Key was already used for a different order');
    }
    return { order: toOrder(orderRef.id, doc), replayed: true };
  };

  const busy = () => new ApiError('unavailable', 'Too many orders for these tools at once. Please try again in a moment.');
  return commitOptimistically(ORDER_ATTEMPTS, busy, async () => {
    const snaps = (await db.getAll(...fixed, ...toolRefs, ...reviewRefs)) as Snapshot[];
    const [existing, limitSnap, cartSnap, quoteSnap] = snaps as [Snapshot, Snapshot, Snapshot, Snapshot | undefined];
    const toolSnaps = snaps.slice(fixed.length, fixed.length + p.lines.length);
    const reviewSnaps = snaps.slice(fixed.length + p.lines.length);
    if (existing.exists) return replay(existing.data() as StoredOrder);
    const limit = checkRateLimit(limitSnap, 'orders');
    if (p.quote) p.quote.check(quoteSnap!, new Date());

    const missing = p.lines.flatMap((_line, i) => (toolSnaps[i]!.exists ? [] : [i]));
    if (missing.length) {
      throw new ApiError(
        'not-found',
        missing.length === 1 && p.lines.length === 1 ? 'Tool not found' : `${missing.length} of the tools ordered were not found`,
        missing.map((i) => ({ field: `lines.${i}.toolId`, message: 'Tool not found' })),
      );
    }
    const tools = toolSnaps.map((snap) => snap.data() as ToolDocument);
    const quoted = p.quote?.unitPrices(quoteSnap!);
    // A quote waives the minimum order, never the stock.
    const problems = p.lines.flatMap((line, i) => {
      const tool = tools[i]!;
      const problem = quantityProblem(quoted ? { ...tool, minimum: 1 } : tool, line.quantity);
      return problem ? [{ i, problem }] : [];
    });
    if (problems.length) {
      const [first] = problems;
      throw new ApiError(
        first!.problem.code,
        problems.length === 1 ? first!.problem.summary : `${problems.length} lines cannot be ordered: ${problems.map(({ problem }) => problem.summary).join('; ')}`,
        problems.map(({ i, problem }) => ({ field: `lines.${i}.quantity`, message: problem.message })),
      );
    }

    const lines: OrderLine[] = p.lines.map((line, i) => {
      const tool = tools[i]!;
      const unitPrice = quoted?.get(line.toolId) ?? unitPriceFor(tool, line.quantity);
      return { toolId: line.toolId, toolname: tool.name, quantity: line.quantity, unitPrice, lineTotal: orderTotal(unitPrice, line.quantity) };
    });
    const total = sumMoney(lines.map((line) => line.lineTotal));
    if (p.expectedTotal !== undefined && p.expectedTotal !== total) {
      const what = lines.length === 1 ? `The price of ${lines[0]!.toolname} has changed` : 'Prices have changed';
      throw new ApiError('price-changed', `${what}: the total is now ${formatMoney(total)}`, [
        { field: 'expectedTotal', message: `The total is now ${formatMoney(total)}` },
        ...lines.map((line, i) => ({ field: `lines.${i}.unitPrice`, message: `The price per unit is now ${formatMoney(line.unitPrice)}` })),
      ]);
    }

    const now = Timestamp.now();
    const doc: OrderDocument = {
      uid: caller.uid,
      email: caller.email,
      lines,
      toolIds: lines.map((line) => line.toolId),
      units: lines.reduce((sum, line) => sum + line.quantity, 0),
      total,
      ...p.delivery,
      status: 'pending',
      history: [{ status: 'pending', at: now, by: 'customer' }],
      ...(p.quote && { quoteId: p.quote.ref.id }),
      idempotencyKey: p.idempotencyKey,
      requestHash: p.requestHash,
      createdAt: now,
      updatedAt: now,
    };
    const order = toOrder(orderRef.id, doc);
    const batch = db.batch();
    batch.create(orderRef, doc);
    p.lines.forEach((line, i) => {
      const available = tools[i]!.available - line.quantity;
      batch.update(toolRefs[i]!, { available, inStock: available > 0, updatedAt: now }, { lastUpdateTime: toolSnaps[i]!.updateTime! });
    });
    limit.count(batch);
    // The buyer's reviews of these tools (if any) now stand on a purchase.
    reviewSnaps.forEach((review) => {
      if (review.exists && review.get('verifiedPurchase') !== true) {
        batch.update(review.ref, { verifiedPurchase: true }, { lastUpdateTime: review.updateTime! });
      }
    });
    if (cartSnap.exists) {
      const cart = cartSnap.data() as CartDocument;
      const left = cart.lines.filter((line) => !doc.toolIds.includes(line.toolId));
      if (left.length !== cart.lines.length) batch.update(cartRef, { lines: left, updatedAt: now }, { lastUpdateTime: cartSnap.updateTime! });
    }
    p.quote?.accept(batch, quoteSnap!, orderRef.id, now);
    queueMail(batch, mailRef('order', orderRef.id, 1), orderMail(order));
    await batch.commit();
    // A review written while this order went in may have missed it (and this batch missed the review).
    const unseen = p.lines.filter((_line, i) => !reviewSnaps[i]!.exists);
    await Promise.all(
      unseen.map(async (line) => {
        if ((await collections.reviews.doc(reviewIdOf(caller.uid, line.toolId)).get()).exists) await settleReviewBadge(caller.uid, line.toolId);
      }),
    );
    return { order, replayed: false };
  });
}

/** A customer's orders of a tool that still stand (not cancelled): what a verified-purchase badge rests on. */
export const standingOrdersOf = (uid: string, toolId: string, limit: number) =>
  collections.orders
    .where(
      Filter.and(
        Filter.where('uid', '==', uid),
        Filter.where('status', 'in', SOLD_STATUSES),
        // Release 1 orders that no change has brought to the release 2 shape hold their one tool in toolId.
        Filter.or(Filter.where('toolIds', 'array-contains', toolId), Filter.where('toolId', '==', toolId)),
      ),
    )
    .limit(limit);

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
 * Moves an order to `status` inside `tx`, with its history entry and its mail. Cancelling gives every line's
 * units back to stock and, for each tool the buyer no longer has a standing order of, withdraws the
 * verified-purchase badge of their review. The caller has read the order in `tx` and checked the move, so
 * this runs once per change. All reads here come before any write.
 */
async function moveInTransaction(tx: Transaction, ref: DocumentReference, order: StoredOrder, status: OrderStatus, by: ChangedBy) {
  const now = Timestamp.now();
  const change = statusChange(order, status, by, now);
  if (status === 'cancelled') {
    const lines = linesOf(order);
    const reads = await Promise.all(
      lines.map((line) =>
        Promise.all([
          tx.get(collections.tools.doc(line.toolId)),
          tx.get(standingOrdersOf(order.uid, line.toolId, 2)),
          tx.get(collections.reviews.doc(reviewIdOf(order.uid, line.toolId))),
        ]),
      ),
    );
    reads.forEach(([tool, otherPurchases, review], i) => {
      if (tool.exists) tx.update(tool.ref, { available: FieldValue.increment(lines[i]!.quantity), inStock: true, updatedAt: now });
      const stillBought = otherPurchases.docs.some((doc) => doc.id !== ref.id);
      if (!stillBought && review.exists && review.get('verifiedPurchase') === true) tx.update(review.ref, { verifiedPurchase: false });
    });
  }
  tx.update(ref, change);
  const moved = toOrder(ref.id, { ...order, ...change } as StoredOrder);
  queueMail(tx, mailRef('order', ref.id, moved.history.length), orderMail(moved));
  return moved;
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
    const order = snap.data() as StoredOrder;
    if (!caller.admin) {
      if (order.uid !== caller.uid) throw new ApiError('permission-denied', 'This is not your order');
      if (status !== 'cancelled') throw new ApiError('permission-denied', 'You can only cancel your order');
      if (order.status !== 'pending') {
        throw new ApiError('invalid-transition', `This order is ${order.status} and can no longer be cancelled`);
      }
    } else if (!canMoveOrder(order.status, status)) {
      throw new ApiError('invalid-transition', `An order that is ${order.status} cannot become ${status}`);
    }
    const moved = await moveInTransaction(tx, orderRef, order, status, caller.admin ? 'admin' : 'customer');
    // After the move's reads: a transaction reads everything before it writes.
    if (caller.admin) recordAudit(tx, caller, 'order.status', id, `Order ${id} of ${order.email}: ${order.status} -> ${status}`);
    return moved;
  }, CONTENDED);
}

/** Cancels every pending order of a user (their account is being removed): each once, its units back in stock. Answers how many. */
export async function cancelPendingOrdersOf(uid: string): Promise<number> {
  const pending = await collections.orders.where('uid', '==', uid).where('status', '==', 'pending').get();
  let cancelled = 0;
  for (const { ref } of pending.docs) {
    const moved = await runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const order = snap.data() as StoredOrder | undefined;
      // Moved on (or cancelled) since the query: nothing to give back here.
      if (order?.status !== 'pending') return false;
      await moveInTransaction(tx, ref, order, 'cancelled', 'system');
      return true;
    }, CONTENDED);
    if (moved) cancelled++;
  }
  return cancelled;
}

/** One order, for its owner or an administrator. */
export async function getOrder(caller: Caller, id: string): Promise<Order> {
  const snap = await collections.orders.doc(id).get();
  if (!snap.exists) throw notFound('Order');
  const order = snap.data() as OrderDocument;
  if (order.uid !== caller.uid && !caller.admin) throw new ApiError('permission-denied', 'This is not your order');
  return toOrder(id, order);
}

const startOfDay = (day: string) => Timestamp.fromDate(new Date(`${day}T00:00:00Z`));
const dayAfter = (day: string) => Timestamp.fromMillis(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);

/**
 * A page of orders, newest first: one customer's (uid) or everyone's, by status, placed from one day to
 * another (UTC, both included), and (q) one order number or one customer's email.
 */
export async function listOrders(options: { uid?: string; status?: OrderStatus; from?: string; to?: string; q?: string; limit: number; cursor?: string }) {
  let query: Query = collections.orders;
  if (options.q !== undefined && !options.q.includes('@')) return orderByNumber(options.q, options);
  if (options.q !== undefined) query = query.where('email', '==', options.q.toLowerCase());
  if (options.uid) query = query.where('uid', '==', options.uid);
  if (options.status) query = query.where('status', '==', options.status);
  if (options.from) query = query.where('createdAt', '>=', startOfDay(options.from));
  if (options.to) query = query.where('createdAt', '<', dayAfter(options.to));
  const page = await readPage(query, { orderBy: ['createdAt', 'desc'], limit: options.limit, cursor: options.cursor }, (doc) =>
    toOrder(doc.id, doc.data() as StoredOrder),
  );
  return { orders: page.items, nextCursor: page.nextCursor };
}

/** The search for an order number: that order, if it exists and passes the other filters; one page. */
async function orderByNumber(id: string, options: { status?: OrderStatus; from?: string; to?: string; cursor?: string }) {
  const snap = options.cursor ? undefined : await collections.orders.doc(id).get();
  const doc = snap?.exists ? (snap.data() as StoredOrder) : undefined;
  const fits =
    doc !== undefined &&
    (!options.status || doc.status === options.status) &&
    (!options.from || doc.createdAt.toMillis() >= startOfDay(options.from).toMillis()) &&
    (!options.to || doc.createdAt.toMillis() < dayAfter(options.to).toMillis());
  return { orders: fits ? [toOrder(id, doc)] : [], nextCursor: null };
}
