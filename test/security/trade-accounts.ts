/**
 * Account orders as the adversarial suites need them, beside the trade accounts of test-support/companies.ts:
 * placed and shipped through the API as people do; only what no call can do at once (a due date already past)
 * is written directly.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../functions/src/firebase';
import { api, type ApiResponse, type TestUser } from '../../functions/src/test-support/emulators';
import { checkout } from '../../functions/src/test-support/payments';

/** `res`, once it has the status a setup step needs. */
export function expectStatus<T extends ApiResponse>(res: T, status: number, step: string): T {
  if (res.status !== status) throw new Error(`${step}: answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res;
}

/** An order on the buyer's trade account (`key`: its Idempotency-Key). */
export const accountOrder = (buyer: TestUser, lines: { toolId: string; quantity: number }[], key?: string) =>
  checkout(buyer, lines, { paymentMethod: 'account' }, key);

/** Ships an order (an administrator confirms it, then ships it): an account order then falls due after its terms. */
export async function ship(admin: TestUser, orderId: string) {
  for (const status of ['confirmed', 'shipped']) {
    expectStatus(await api('PATCH', `/orders/${orderId}`, { token: admin.token, body: { status } }), 200, `${status} ${orderId}`);
  }
}

/** Puts a shipped order's due date in the past: no call makes an order overdue before its terms run out. */
export const makeOverdue = (orderId: string) => collections.orders.doc(orderId).update({ 'payment.dueAt': Timestamp.fromMillis(Date.now() - 86_400_000) });
