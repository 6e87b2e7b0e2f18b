import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot as Snapshot, type Query } from 'firebase-admin/firestore';
import { canMoveOrder, orderTotal, type Order, type OrderStatus, type PlaceOrderBody } from '@store/contract/order';
import { collections, db, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { countReads } from '../http/doc-reads';
import { checkRateLimit, rateLimitRef } from '../http/rate-limit';
import type { ToolDocument } from '../tools/tool-model';
import { toOrder, type OrderDocument } from './order-model';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Concurrent changes of one order (an owner's cancel and an administrator's move) retry a few more times. */
const CONTENDED = { maxAttempts: 20 };

/** Tries of one purchase before answering 503; each lost try means another buyer's order went in. */
const ORDER_ATTEMPTS = 30;
/** Commit errors that only mean something read for this try changed before it committed: read again. */
const LOST_RACE = new Set([5 /* NOT_FOUND */, 6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * Math.min(attempt + 1, 8)));

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
  const requestHash = sha256(JSON.stringify([body.toolId, body.quantity, body.address, body.phone]));

  const replay = (doc: OrderDocument) => {
    if (doc.requestHash !== requestHash) {
      throw new ApiError('idempotency-key-reused', 'This Idempotency-Key was already used for a different order');
    }
    return { order: toOrder(orderRef.id, doc), replayed: true };
  };

  for (let attempt = 0; attempt < ORDER_ATTEMPTS; attempt++) {
    const [existing, toolSnap, limitSnap] = (await db.getAll(orderRef, toolRef, limitRef)) as [Snapshot, Snapshot, Snapshot];
    countReads.docs(3);
    if (existing.exists) return replay(existing.data() as OrderDocument);
    const limit = checkRateLimit(limitSnap, 'orders');
    if (!toolSnap.exists) throw notFound('Tool');
    const tool = toolSnap.data() as ToolDocument;
    if (body.quantity < tool.minimum) {
      throw new ApiError('below-minimum', `The minimum order for ${tool.name} is ${tool.minimum} units`, [
        { field: 'quantity', message: `The minimum order is ${tool.minimum}` },
      ]);
    }
    if (body.quantity > tool.available) {
      throw new ApiError(
        'insufficient-stock',
        tool.available === 0 ? `${tool.name} is out of stock` : `Only ${tool.available} units of ${tool.name} are available`,
        [{ field: 'quantity', message: `Only ${tool.available} available` }],
      );
    }
    const now = Timestamp.now();
    const doc: OrderDocument = {
      uid: caller.uid,
      email: caller.email,
      toolId: body.toolId,
      toolname: tool.name,
      unitPrice: tool.price,
      quantity: body.quantity,
      total: orderTotal(tool.price, body.quantity),
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
    try {
      await batch.commit();
      return { order: toOrder(orderRef.id, doc), replayed: false };
    } catch (error) {
      if (!LOST_RACE.has((error as { code?: number }).code ?? -1)) throw error;
      await pause(attempt);
    }
  }
  throw new ApiError('unavailable', 'Too many orders for this tool at once. Please try again in a moment.');
}

/**
 * Moves an order along its pipeline. The owner may only cancel while pending; an administrator may make
 * any move the pipeline allows. Cancelling returns the units to stock, once: the status is checked and
 * changed in the same transaction.
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
    const toolRef = collections.tools.doc(order.toolId);
    const tool = status === 'cancelled' ? await tx.get(toolRef) : undefined;
    const now = Timestamp.now();
    if (tool?.exists) {
      tx.update(toolRef, { available: FieldValue.increment(order.quantity), inStock: true, updatedAt: now });
    }
    tx.update(orderRef, { status, updatedAt: now });
    return toOrder(id, { ...order, status, updatedAt: now });
  }, CONTENDED);
}

export async function listOrders(options: { uid?: string; status?: OrderStatus; limit: number; cursor?: string }) {
  let query: Query = collections.orders;
  if (options.uid) query = query.where('uid', '==', options.uid);
  if (options.status) query = query.where('status', '==', options.status);
  query = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (options.cursor) query = query.startAfter(...decodeCursor(options.cursor, 2));
  const snap = await query.limit(options.limit + 1).get();
  const docs = snap.docs.slice(0, options.limit);
  const last = docs.at(-1);
  return {
    orders: docs.map((doc) => toOrder(doc.id, doc.data() as OrderDocument)),
    nextCursor: snap.docs.length > options.limit && last ? encodeCursor([last.get('createdAt'), last.id]) : null,
  };
}
