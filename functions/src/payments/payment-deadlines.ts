import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { collections, runTransaction } from '../firebase';
import { paymentMail, paymentMailRef, queueMail, recipientLocale, recipientRef } from '../mail/mail';
import { toOrder, type OrderDocument } from '../orders/order-model';
import { refundOwed, transferCancelDeadline } from '../orders/order-payment';
import { moveInTransaction } from '../orders/order-status';
import { sendOwedRefund } from './online-payment';
import { GatewayUnavailable } from './sslcommerz';

// The payment deadlines the store acts on by itself, from the time stored on each order (`deadline`): an online
// order unpaid at its expiry expires and its stock returns; an unpaid transfer gets a reminder, then is
// cancelled at the end of its window; an online refund owed is sent. Each is done in a transaction that
// checks the deadline is still the one read, so a deadline acted on twice at once (two sweeps, a sweep and
// a payment) acts once.

/** Orders handled per query, and at once. */
const PAGE = 200;
const AT_ONCE = 8;

/** Acts on every deadline that has passed; answers how many orders it acted on. */
export async function settlePaymentDeadlines(now = Timestamp.now()): Promise<number> {
  let settled = 0;
  // Orders this sweep could not act on (a gateway that did not answer, a deadline moved meanwhile): left for the next.
  const passed = new Set<string>();
  for (;;) {
    const limit = PAGE + passed.size;
    const due = await collections.orders.where('deadline.at', '<=', now).orderBy('deadline.at').limit(limit).get();
    const refs = due.docs.map((doc) => doc.ref).filter((ref) => !passed.has(ref.id));
    if (refs.length === 0) return settled;
    for (let i = 0; i < refs.length; i += AT_ONCE) {
      const batch = refs.slice(i, i + AT_ONCE);
      const results = await Promise.allSettled(batch.map(settleDeadline));
      results.forEach((result, j) => {
        const ref = batch[j]!;
        if (result.status === 'fulfilled' && result.value) settled++;
        else passed.add(ref.id);
        if (result.status === 'rejected' && !(result.reason instanceof GatewayUnavailable)) {
          logger.error('A payment deadline failed', { orderId: ref.id, error: String(result.reason) });
        }
      });
    }
    if (due.size < limit) return settled;
  }
}

/**
 * Acts on one order's deadline if it is still due: answers whether it did. A deadline that no longer applies
 * (a transfer's order shipped meanwhile, say) is cleared, so the sweep never meets it again.
 */
async function settleDeadline(ref: DocumentReference<OrderDocument>): Promise<boolean> {
  const read = (await ref.get()).data();
  if (read?.deadline?.action === 'refund') {
    if (await sendOwedRefund(ref)) return true;
  }
  return runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    const deadline = order?.deadline;
    if (!order || !deadline || deadline.at.toMillis() > Date.now()) return false;
    const clear = () => {
      tx.update(ref, { deadline: FieldValue.delete() });
      return false;
    };
    switch (deadline.action) {
      case 'expire':
        if (order.status !== 'awaiting-payment') return clear();
        await moveInTransaction(tx, ref, order, 'expired', 'system');
        return true;
      case 'cancel':
        // Confirmed orders too: confirming an order does not pay for it.
        if (order.status !== 'pending' && order.status !== 'confirmed') return clear();
        await moveInTransaction(tx, ref, order, 'cancelled', 'system');
        return true;
      case 'remind': {
        if (!order.payment || (order.status !== 'pending' && order.status !== 'confirmed')) return clear();
        const recipient = await tx.get(recipientRef(order.uid));
        const next = transferCancelDeadline(order.payment);
        tx.update(ref, { deadline: next ?? FieldValue.delete() });
        queueMail(tx, paymentMailRef(ref.id, 'reminder', 1), paymentMail(toOrder(ref.id, order), 'reminder', recipientLocale(recipient)));
        return true;
      }
      case 'refund':
        // Cleared only once nothing is left to send back (a payment may have come in since the refund was tried).
        return order.payment && refundOwed(order.payment, order.status) > 0 ? false : clear();
    }
  });
}
