import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { canMoveOrder, CLOSED_STATUSES, OWNER_CANCELLABLE, type ChangedBy, type Order, type OrderStatus } from '@store/contract/order';
import { recordAudit } from '../audit/audit-store';
import { collections, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { mailRef, orderMail, queueMail, recipientLocale, recipientRef } from '../mail/mail';
import { badgesLostByCancelling, withdrawBadges } from '../reviews/review-badge';
import { moveOutstanding } from '../companies/company-credit';
import { statusChange, toOrder, type OrderDocument, type PaymentDocument } from './order-model';
import { nextDeadline, paymentOnMove } from './order-payment';
import { holdsStock } from './place-order';

/** Concurrent changes of one order (an owner's cancel and an administrator's move) retry a few more times. */
const CONTENDED = { maxAttempts: 20 };

/**
 * Moves an order to `status` inside `tx`, with its history entry and its mail, in the language of the buyer's
 * users/ document as read here. Cancelling or expiring gives every line's units back to stock and, for each
 * tool the buyer no longer has a standing order of, withdraws the verified-purchase badge of their review; money
 * held for it becomes due back (an online refund is left to the deadline sweep, which asks the gateway). The
 * payment moves with it: `payment` when the caller changed it (a confirmed payment), else as the move leaves it
 * (an account order shipped falls due after its terms). An account order's company's outstanding balance moves
 * with what the order still owes; an order that awaited approval took no stock, so none goes back. The caller has
 * read the order in `tx` and checked the move, so this runs once per change. All reads here come before any write.
 */
export async function moveInTransaction(
  tx: Transaction,
  ref: DocumentReference<OrderDocument>,
  order: OrderDocument,
  status: OrderStatus,
  by: ChangedBy,
  { payment, approval }: { payment?: PaymentDocument; approval?: OrderDocument['approval'] } = {},
) {
  const now = Timestamp.now();
  const closing = CLOSED_STATUSES.includes(status) && holdsStock(order.status);
  const toolIds = closing ? order.lines.map((line) => line.toolId) : [];
  const [recipient, tools, lostBadges] = await Promise.all([
    tx.get(recipientRef(order.uid)),
    Promise.all(toolIds.map((toolId) => tx.get(collections.tools.doc(toolId)))),
    closing ? badgesLostByCancelling(tx, order.uid, toolIds, ref.id) : [],
  ]);
  tools.forEach((tool, i) => {
    if (tool.exists) tx.update(tool.ref, { available: FieldValue.increment(order.lines[i]!.quantity), inStock: true, updatedAt: now });
  });
  withdrawBadges(tx, lostBadges);
  const change = { ...statusChange(order, status, by, now), ...paymentFields(order, status, now, payment), ...(approval && { approval }) };
  tx.update(ref, { ...change, deadline: change.deadline ?? FieldValue.delete() });
  moveOutstanding(tx, order, { ...order, ...change });
  const movedOrder = toOrder(ref.id, { ...order, ...change });
  queueMail(tx, mailRef('order', ref.id, movedOrder.history.length), orderMail(movedOrder, recipientLocale(recipient)));
  return movedOrder;
}

/** The payment fields a move writes: the payment as the move leaves it, and the deadline the sweep acts on next. */
function paymentFields(order: OrderDocument, status: OrderStatus, now: Timestamp, changed?: PaymentDocument) {
  if (!order.payment) return {};
  const payment = paymentOnMove(changed ?? order.payment, status, now, order.company?.termsDays);
  return { payment, deadline: nextDeadline(order, payment, status, now) };
}

/**
 * Moves an order along its pipeline. The owner may only cancel while pending; an administrator may make
 * any move the pipeline allows (never cancelling once shipped). Cancelling returns the units to stock, once:
 * the status is checked and changed in the same transaction.
 */
export async function changeOrderStatus(caller: Caller, id: string, status: OrderStatus): Promise<Order> {
  const orderRef = collections.orders.doc(id);
  return runTransaction(async (tx) => {
    const order = (await tx.get(orderRef)).data();
    if (!order) throw notFound('Order');
    if (!caller.admin) {
      if (order.uid !== caller.uid) throw new ApiError('permission-denied', 'This is not your order');
      if (status !== 'cancelled') throw new ApiError('permission-denied', 'You can only cancel your order');
      if (!OWNER_CANCELLABLE.includes(order.status)) {
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

/**
 * Cancels every order of a user that they could still cancel themselves (their account is being removed): each
 * once, its units back in stock. Answers how many.
 */
export async function cancelPendingOrdersOf(uid: string): Promise<number> {
  const pending = await collections.orders.where('uid', '==', uid).where('status', 'in', OWNER_CANCELLABLE).get();
  let cancelled = 0;
  for (const { ref } of pending.docs) {
    const moved = await runTransaction(async (tx) => {
      const order = (await tx.get(ref)).data();
      // Moved on (or cancelled) since the query: nothing to give back here.
      if (!order || !OWNER_CANCELLABLE.includes(order.status)) return false;
      await moveInTransaction(tx, ref, order, 'cancelled', 'system');
      return true;
    }, CONTENDED);
    if (moved) cancelled++;
  }
  return cancelled;
}
