/**
 * Helpers of the account orders' tests (functions/src/account-orders/*.test.ts): a trade account and its members
 * written as the store keeps them, and account orders placed, moved and paid through the API as people would.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Order } from '@store/contract/order';
import type { MemberRole } from '@store/contract/trade-account';
import type { CompanyDocument } from '../companies/company-model';
import { collections, db } from '../firebase';
import { api, type ApiResponse, type TestUser } from './emulators';
import { checkout } from './payments';

/** An approved trade account of `owner` (its owner membership too), ৳500,000 of credit on net 30 unless told. */
export async function seedCompany(owner: TestUser, overrides: Partial<CompanyDocument> = {}): Promise<string> {
  const ref = collections.companies.doc();
  const now = Timestamp.now();
  const batch = db.batch();
  batch.set(ref, {
    name: `Padma Builders ${ref.id.slice(0, 4)}`,
    tradeLicence: 'TRAD/DNCC/012345/2024',
    address: '14 Tejgaon I/A, Dhaka',
    phone: '01712345678',
    status: 'approved',
    ownerUid: owner.uid,
    ownerEmail: owner.email,
    creditLimit: 500_000,
    termsDays: 30,
    hold: false,
    outstandingPoisha: 0,
    queue: 1,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
  batch.set(collections.memberships.doc(owner.uid), { companyId: ref.id, role: 'owner', orderLimit: null, email: owner.email, joinedAt: now });
  await batch.commit();
  return ref.id;
}

/** Makes `user` a member of the company in `role`. */
export const addMember = (companyId: string, user: TestUser, role: MemberRole, orderLimit: number | null = null) =>
  collections.memberships.doc(user.uid).set({ companyId, role, orderLimit, email: user.email, joinedAt: Timestamp.now() });

const expectStatus = <T>(res: ApiResponse<T>, status: number, what: string): T => {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
};

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

/** The company as stored. */
export const companyDoc = async (id: string) => (await collections.companies.doc(id).get()).data()!;
