import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { STORE_CURRENCY } from '@store/contract/constants';
import { formatMoney, fromPoisha, toPoisha } from '@store/contract/money';
import type { OrderStatus } from '@store/contract/order';
import type { PaymentMethod } from '@store/contract/payment';
import type { Company } from '@store/contract/company';
import { collections } from '../firebase';
import { ApiError } from '../http/api-error';
import type { CompanyDocument } from './company-model';

// A company's credit: what its account orders owe, what it may still buy on account, and whether it is on hold.
// The outstanding balance is kept on the company's document in whole poisha and moved by exact increments in the
// same commit as each order that changes it, so it never drifts from the orders it sums. Placing or approving an
// order reads the company and commits only if it is unchanged since (a precondition or a transaction), so however
// many orders race, the balance never passes the limit.

/** The part of an order the credit rules read (orders/ passes its stored documents). */
export interface AccountOrder {
  status: OrderStatus;
  payment?: { method: PaymentMethod; amountDue: number; amountPaid: number };
  company?: { id: string };
}

/** Statuses whose account order owes nothing: not yet approved (no credit taken), or over. */
export const OWES_NOTHING: readonly OrderStatus[] = ['awaiting-approval', 'cancelled', 'expired'];

/** What an order adds to its company's outstanding balance, in poisha: the unpaid balance of an account order that counts. */
export function owedOnAccount(order: AccountOrder | undefined): number {
  if (!order?.company || order.payment?.method !== 'account' || OWES_NOTHING.includes(order.status)) return 0;
  return Math.max(0, toPoisha(order.payment.amountDue) - toPoisha(order.payment.amountPaid));
}

/**
 * Writes, in the commit that changes an account order from `before` to `after`, the change of its company's
 * outstanding balance. A blind increment: lowering needs no check, and raising is done only by placing and
 * approving, which check the limit against the company as read.
 */
export function moveOutstanding(writer: Transaction | WriteBatch, before: AccountOrder | undefined, after: AccountOrder) {
  const companyId = after.company?.id ?? before?.company?.id;
  const change = owedOnAccount(after) - owedOnAccount(before);
  if (!companyId || change === 0) return;
  (writer as WriteBatch).update(collections.companies.doc(companyId), { outstandingPoisha: FieldValue.increment(change), updatedAt: Timestamp.now() });
}

/**
 * In the commit of an account order that takes `total` of the company's credit (placed, or approved; 0 for one
 * placed to await approval): the outstanding balance raised, on condition that the company is unchanged since it was
 * read and checked (creditRefusal), with its members as they were then.
 */
export function takeCredit(writer: Transaction | WriteBatch, company: DocumentSnapshot<CompanyDocument>, total: number, now: Timestamp) {
  const outstandingPoisha = company.data()!.outstandingPoisha + toPoisha(total);
  (writer as WriteBatch).update(company.ref, { outstandingPoisha, updatedAt: now }, { lastUpdateTime: company.updateTime! });
}

/** Credit left: the limit less the outstanding balance, never below 0. */
export const availableCredit = (company: Pick<CompanyDocument, 'creditLimit' | 'outstandingPoisha'>) =>
  fromPoisha(Math.max(0, toPoisha(company.creditLimit) - company.outstandingPoisha));

/** Is any account order of the company past its due date and unpaid? Such a company is on credit hold. */
export async function hasOverdueOrder(companyId: string, now = Timestamp.now()): Promise<boolean> {
  const overdue = await collections.orders
    .where('company.id', '==', companyId)
    .where('payment.status', '==', 'due')
    .where('payment.dueAt', '<', now)
    .limit(1)
    .get();
  return !overdue.empty;
}

/** A company's document as the API answers it, with its hold as read (an administrator's, or an overdue order). */
export function toCompany(id: string, doc: CompanyDocument, overdue: boolean): Company {
  const holdReason = doc.hold ? 'administrator' : overdue ? 'overdue' : null;
  return {
    id,
    name: doc.name,
    tradeLicence: doc.tradeLicence,
    ...(doc.bin !== undefined && { bin: doc.bin }),
    address: doc.address,
    phone: doc.phone,
    status: doc.status,
    ownerUid: doc.ownerUid,
    ownerEmail: doc.ownerEmail,
    ...(doc.declineReason !== undefined && { declineReason: doc.declineReason }),
    creditLimit: doc.creditLimit,
    termsDays: doc.termsDays,
    outstanding: fromPoisha(doc.outstandingPoisha),
    available: availableCredit(doc),
    hold: holdReason !== null,
    holdReason,
    currency: STORE_CURRENCY,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

/** Reads a company and whether it has an overdue order, as toCompany answers it. */
export async function readCompany(snap: DocumentSnapshot<CompanyDocument>): Promise<Company | undefined> {
  const doc = snap.data();
  return doc && toCompany(snap.id, doc, await hasOverdueOrder(snap.id));
}

/**
 * Why a company may not take an order of `total` on account now, if it may not: on hold (an administrator's, or
 * an order overdue) is 409 credit-hold; beyond the available credit is 409 credit-limit, with the available credit
 * in details.
 */
export function creditRefusal(company: CompanyDocument, overdue: boolean, total: number): ApiError | undefined {
  if (company.hold) return new ApiError('credit-hold', 'This trade account is on hold: account orders resume once an administrator releases it');
  if (overdue) return new ApiError('credit-hold', 'This trade account is on hold until its overdue invoices are paid');
  const available = availableCredit(company);
  if (toPoisha(total) > toPoisha(available)) {
    return new ApiError('credit-limit', `This order is beyond the account's available credit of ${formatMoney(available)}`, [
      { field: 'available', message: String(available) },
    ]);
  }
  return undefined;
}

/**
 * Why a refund may not make an account order owe `poisha` again, if it may not: the outstanding balance would pass
 * the credit limit (409 credit-limit, with the available credit in details). The refund of an order that is over
 * (cancelled) owes nothing and never asks.
 */
export function reopeningRefusal(company: CompanyDocument, poisha: number): ApiError | undefined {
  if (company.outstandingPoisha + poisha <= toPoisha(company.creditLimit)) return undefined;
  const available = availableCredit(company);
  return new ApiError('credit-limit', `This refund would take the account beyond its credit limit: only ${formatMoney(available)} of credit is left`, [
    { field: 'available', message: String(available) },
  ]);
}

/**
 * Why an administrator may not set the company's credit limit to `creditLimit` now: below what the company already
 * owes is 409 credit-limit, with the outstanding balance in details, so the balance never exceeds the limit.
 */
export function creditLimitRefusal(company: Pick<CompanyDocument, 'outstandingPoisha'>, creditLimit: number): ApiError | undefined {
  if (toPoisha(creditLimit) >= company.outstandingPoisha) return undefined;
  const outstanding = fromPoisha(company.outstandingPoisha);
  return new ApiError('credit-limit', `The credit limit cannot be below what the company owes now, ${formatMoney(outstanding)}`, [
    { field: 'outstanding', message: String(outstanding) },
  ]);
}
