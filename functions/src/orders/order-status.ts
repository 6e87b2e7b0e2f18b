import { canMoveOrder, OWNER_CANCELLABLE, type Order, type OrderStatus } from '@store/contract/order';
import { shipmentsDecideStatus } from '@store/contract/shipment';
import { recordAudit } from '../audit/audit-store';
import { collections, CONTENDED, runTransaction } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { moveOrder, readOrder } from './order-writer';

/**
 * Moves an order along its pipeline. The owner may only cancel while pending; an administrator may make
 * any move the pipeline allows (never cancelling once shipped), except that an order with shipments is shipped
 * and delivered by them alone. An order no shipment has touched may still be marked shipped, then delivered, by
 * hand, as callers of the first API do: it then has nothing left to ship. Cancelling returns the units to stock, once:
 * the status is checked and changed in the same transaction.
 */
export async function changeOrderStatus(caller: Caller, id: string, status: OrderStatus): Promise<Order> {
  return runTransaction(async (tx) => {
    const order = await readOrder(tx, id);
    const { doc } = order;
    if (!caller.admin) {
      if (doc.uid !== caller.uid) throw new ApiError('permission-denied', 'This is not your order');
      if (status !== 'cancelled') throw new ApiError('permission-denied', 'You can only cancel your order');
      if (!OWNER_CANCELLABLE.includes(doc.status)) {
        throw new ApiError('invalid-transition', `This order is ${doc.status} and can no longer be cancelled`);
      }
    } else if (!canMoveOrder(doc.status, status)) {
      throw new ApiError('invalid-transition', `An order that is ${doc.status} cannot become ${status}`);
    } else if ((status === 'shipped' || status === 'delivered') && shipmentsDecideStatus(doc)) {
      throw new ApiError('invalid-transition', `An order with shipments becomes ${status} through them, not by a status change`);
    }
    const moved = await moveOrder(tx, order, status, caller.admin ? 'admin' : 'customer');
    // After the move's reads: a transaction reads everything before it writes.
    if (caller.admin) recordAudit(tx, caller, 'order.status', id, `Order ${id} of ${doc.email}: ${doc.status} -> ${status}`);
    return moved;
  }, CONTENDED);
}

/**
 * Cancels every order of a user that they could still cancel themselves (their account is being removed): each
 * once, its units back in stock. Answers how many.
 */
export async function cancelPendingOrdersOf(uid: string): Promise<number> {
  const pending = await collections.orders.where('uid', '==', uid).where('status', 'in', OWNER_CANCELLABLE).get();
  let cancelled = 0;
  for (const { ref } of pending.docs) {
    const moved = await runTransaction(async (tx) => {
      const doc = (await tx.get(ref)).data();
      // Moved on (or gone) since the query: nothing to give back here.
      if (!doc || !OWNER_CANCELLABLE.includes(doc.status)) return false;
      await moveOrder(tx, { ref, doc }, 'cancelled', 'system');
      return true;
    }, CONTENDED);
    if (moved) cancelled++;
  }
  return cancelled;
}
