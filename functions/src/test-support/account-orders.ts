/**
 * Helpers of the account orders' tests (functions/src/account-orders/*.test.ts): a trade account, its members and
 * its account orders written as the store keeps them, each order's credit moved on the company in the same commit
 * (the ledger's own moveOutstanding), so that the company's outstanding balance is what its orders owe.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { STORE_CURRENCY } from '@store/contract/constants';
import type { OrderStatus } from '@store/contract/order';
import type { MemberRole } from '@store/contract/trade-account';
import { moveOutstanding } from '../companies/company-credit';
import type { CompanyDocument } from '../companies/company-model';
import { collections, db } from '../firebase';
import type { OrderDocument, PaymentDocument } from '../orders/order-model';
import { withRecord } from '../orders/order-payment';
import { storedOrder, type SeededTool, type TestUser } from './emulators';

const DAY = 86_400_000;
/** `days` from now (negative: ago). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

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

export interface AccountOrderOptions {
  total: number;
  placedAt: Date;
  /** Shipped when it has a due date, pending otherwise, unless told. */
  status?: OrderStatus;
  /** null (the default): not shipped yet. */
  dueAt?: Date | null;
  /** Recorded as one bank payment. */
  paid?: number;
  poNumber?: string;
}

/**
 * An account order of one unit of `tool` by `buyer` for company `companyId`, as placed (and shipped, and paid
 * in part) would leave it, written with its company's credit. Answers its id.
 */
export async function seedAccountOrder(companyId: string, buyer: TestUser, tool: Pick<SeededTool, 'id' | 'name'>, options: AccountOrderOptions): Promise<string> {
  const company = (await collections.companies.doc(companyId).get()).data()!;
  const dueAt = options.dueAt ? Timestamp.fromDate(options.dueAt) : null;
  const status = options.status ?? (dueAt ? 'shipped' : 'pending');
  const placed: PaymentDocument = { method: 'account', status: 'due', amountDue: options.total, amountPaid: 0, currency: STORE_CURRENCY, dueAt, records: [] };
  const payment = options.paid
    ? withRecord(placed, { at: Timestamp.fromDate(options.placedAt), amount: options.paid, kind: 'payment', method: 'bank', reference: 'Earlier transfer', by: 'admin@example.com' }, status)
    : placed;
  const order: OrderDocument = storedOrder(buyer, tool, options.placedAt, {
    lines: [{ toolId: tool.id, toolname: tool.name, quantity: 1, unitPrice: options.total, lineTotal: options.total }],
    units: 1,
    total: options.total,
    currency: STORE_CURRENCY,
    status,
    ...(options.poNumber !== undefined && { poNumber: options.poNumber }),
    payment,
    company: { id: companyId, name: company.name, termsDays: company.termsDays ?? 30 },
  });
  const ref = collections.orders.doc();
  const batch = db.batch();
  batch.set(ref, order);
  moveOutstanding(batch, undefined, order);
  await batch.commit();
  return ref.id;
}

/** Puts an order's due date in the past (nothing in the API makes one overdue before its terms run out). */
export const makeOverdue = (orderId: string, daysAgo = 1) => collections.orders.doc(orderId).update({ 'payment.dueAt': Timestamp.fromDate(daysFromNow(-daysAgo)) });

/** The company as stored. */
export const companyDoc = async (id: string) => (await collections.companies.doc(id).get()).data()!;
