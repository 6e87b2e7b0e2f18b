/**
 * Helpers of the account orders' tests (functions/src/company-orders/*.test.ts): account orders placed, moved and
 * paid through the API as people would (the trade accounts themselves: test-support/companies.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Order } from '@store/contract/order';
import { collections } from '../firebase';
import { api, expectStatus, type TestUser } from './emulators';
import { checkout } from './payments';

/** `user` orders `quantity` units of a tool on their company's account (POST /api/orders): the order placed. */
export const orderOnAccount = async (user: TestUser, toolId: string, quantity: number, extra: Record<string, unknown> = {}): Promise<Order> =>
  expectStatus(await checkout(user, [{ toolId, quantity }], { paymentMethod: 'account', ...extra }), 201, 'Ordering on account');

/** An administrator moves an order through `statuses` in turn (PATCH /api/orders/:id). */
export async function moveOrder(admin: TestUser, id: string, ...statuses: string[]): Promise<Order> {
  let order: Order | undefined;
  for (const status of statuses) order = expectStatus(await api('PATCH', `/orders/${id}`, { token: admin.token, body: { status } }), 200, `Moving to ${status}`);
  return order!;
}

/** An administrator confirms and ships an order: an account order falls due its terms after now. */
export const shipOrder = (admin: TestUser, id: string) => moveOrder(admin, id, 'confirmed', 'shipped');

/** An administrator records a bank payment on one order (POST /api/orders/:id/payments). */
export const payOrder = async (admin: TestUser, id: string, amount: number, reference = 'Earlier transfer'): Promise<Order> =>
  expectStatus(await api('POST', `/orders/${id}/payments`, { token: admin.token, body: { kind: 'payment', amount, method: 'bank', reference } }), 201, 'Recording a payment');

/**
 * Puts a shipped order's due date `daysAgo` days in the past: nothing in the API makes an order overdue before its
 * terms run out.
 */
export const makeOverdue = (orderId: string, daysAgo = 1) =>
  collections.orders.doc(orderId).update({ 'payment.dueAt': Timestamp.fromMillis(Date.now() - daysAgo * 86_400_000) });
