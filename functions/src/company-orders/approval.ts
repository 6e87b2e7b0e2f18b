import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { Order } from '@store/contract/order';
import { ACCOUNT_MANAGERS, type ApprovalBody } from '@store/contract/company';
import { creditRefusal, hasOverdueOrder, takeCredit } from '../companies/company-credit';
import { collections, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { mailRef, orderMail, queueMail, recipientLocale, recipientRef } from '../mail/mail';
import { statusChange, toOrder, type OrderDocument } from '../orders/order-model';
import { moveInTransaction } from '../orders/order-status';
import { settleReviewBadge } from '../reviews/review-badge';

/** Approvals of one company's orders race each other and its new orders over the company's document. */
const CONTENDED = { maxAttempts: 20 };

/**
 * An owner or approver of the order's company decides on an order that waits for approval. Approving checks the
 * stock of every line, the account's hold and its available credit, and takes the stock and the credit in one
 * transaction with the order, the tools and the company read in it (409 insufficient-stock, credit-hold,
 * credit-limit when they no longer suffice; nothing written). Rejecting cancels the order with the reason. The
 * buyer gets the order's mail either way, with the decision. A buyer never decides, not even on their own order.
 */
export async function decideApproval(caller: Caller, id: string, body: ApprovalBody): Promise<Order> {
  const ref = collections.orders.doc(id);
  const order = await runTransaction(async (tx) => {
    const [orderSnap, membershipSnap] = await Promise.all([tx.get(ref), tx.get(collections.memberships.doc(caller.uid))]);
    const stored = orderSnap.data();
    if (!stored) throw notFound('Order');
    const membership = membershipSnap.data();
    if (!stored.company || !membership || membership.companyId !== stored.company.id || !ACCOUNT_MANAGERS.includes(membership.role)) {
      throw new ApiError('permission-denied', "Only an owner or approver of the order's company can approve it");
    }
    if (stored.status !== 'awaiting-approval') throw new ApiError('invalid-transition', `This order is ${stored.status}: it no longer waits for approval`);
    const approval = { decision: body.decision, by: caller.email, at: Timestamp.now(), ...(body.decision === 'reject' && { reason: body.reason }) };
    if (body.decision === 'reject') return moveInTransaction(tx, ref, stored, 'cancelled', 'customer', { approval });
    return approveInTransaction(tx, ref, stored, approval);
  }, CONTENDED);
  if (order.status === 'pending') await Promise.all(order.toolIds.map((toolId) => settleReviewBadge(order.uid, toolId)));
  return order;
}

async function approveInTransaction(
  tx: Transaction,
  ref: DocumentReference<OrderDocument>,
  order: OrderDocument,
  approval: NonNullable<OrderDocument['approval']>,
): Promise<Order> {
  const companyRef = collections.companies.doc(order.company!.id);
  const [company, recipient, ...tools] = await Promise.all([
    tx.get(companyRef),
    tx.get(recipientRef(order.uid)),
    ...order.lines.map((line) => tx.get(collections.tools.doc(line.toolId))),
  ]);
  const account = company.data();
  if (!account || account.status !== 'approved') throw new ApiError('credit-hold', 'This trade account is no longer open for account orders');
  const refusal = creditRefusal(account, !account.hold && (await hasOverdueOrder(companyRef.id)), order.total);
  if (refusal) throw refusal;
  const short = order.lines.flatMap((line, i) => ((tools[i]!.data()?.available ?? 0) < line.quantity ? [i] : []));
  if (short.length) {
    throw new ApiError(
      'insufficient-stock',
      'Not enough stock is left for this order',
      short.map((i) => ({ field: `lines.${i}.quantity`, message: `Only ${tools[i]!.data()?.available ?? 0} left of ${order.lines[i]!.toolname}` })),
    );
  }

  const now = approval.at;
  order.lines.forEach((line, i) => {
    const available = tools[i]!.data()!.available - line.quantity;
    tx.update(tools[i]!.ref, { available, inStock: available > 0, updatedAt: now });
  });
  takeCredit(tx, company, order.total, now);
  const change = { ...statusChange(order, 'pending', 'customer', now), approval };
  tx.update(ref, change);
  const approved = toOrder(ref.id, { ...order, ...change });
  queueMail(tx, mailRef('order', ref.id, approved.history.length), orderMail(approved, recipientLocale(recipient)));
  return approved;
}
