import { Timestamp } from 'firebase-admin/firestore';
import type { Order } from '@store/contract/order';
import { ACCOUNT_MANAGERS, type ApprovalBody } from '@store/contract/company';
import { collections, CONTENDED, runTransaction } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { approveOrder, moveOrder, readOrder } from '../orders/order-writer';
import { settleReviewBadge } from '../reviews/review-badge';

/**
 * An owner or approver of the order's company decides on an order that waits for approval. Approving checks the
 * stock of every line, the account's hold and its available credit, and takes the stock and the credit in one
 * transaction with the order, the tools and the company read in it (409 insufficient-stock, credit-hold,
 * credit-limit when they no longer suffice; nothing written). Rejecting cancels the order with the reason. The
 * buyer gets the order's mail either way, with the decision. A buyer never decides, not even on their own order.
 */
export async function decideApproval(caller: Caller, id: string, body: ApprovalBody): Promise<Order> {
  const order = await runTransaction(async (tx) => {
    const [stored, membershipSnap] = await Promise.all([readOrder(tx, id), tx.get(collections.memberships.doc(caller.uid))]);
    const { doc } = stored;
    const membership = membershipSnap.data();
    if (!doc.company || !membership || membership.companyId !== doc.company.id || !ACCOUNT_MANAGERS.includes(membership.role)) {
      throw new ApiError('permission-denied', "Only an owner or approver of the order's company can approve it");
    }
    if (doc.status !== 'awaiting-approval') throw new ApiError('invalid-transition', `This order is ${doc.status}: it no longer waits for approval`);
    const approval = { decision: body.decision, by: caller.email, at: Timestamp.now(), ...(body.decision === 'reject' && { reason: body.reason }) };
    if (body.decision === 'reject') return moveOrder(tx, stored, 'cancelled', 'customer', { approval });
    return approveOrder(tx, stored, approval);
  }, CONTENDED);
  if (order.status === 'pending') await Promise.all(order.toolIds.map((toolId) => settleReviewBadge(order.uid, toolId)));
  return order;
}
