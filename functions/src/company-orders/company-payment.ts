import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Company, CompanyPayment, CompanyPaymentBody } from '@store/contract/company';
import { formatMoney, fromPoisha, toPoisha } from '@store/contract/money';
import { recordAudit } from '../audit/audit-store';
import { owedOnAccount, toCompany } from '../companies/company-credit';
import type { CompanyPaymentDocument } from '../companies/company-model';
import { collections, companyPayments, CONTENDED, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { recipientLocale, recipientRef } from '../mail/mail';
import { unpaidAccountOrders } from '../orders/order-list';
import type { OrderDocument } from '../orders/order-model';
import { recordMoney } from '../orders/order-writer';

/** The id of a company's payment: the same amount, method and reference again is the same payment sent again. */
export const companyPaymentId = ({ amount, method, reference }: CompanyPaymentBody) =>
  createHash('sha256').update(`${toPoisha(amount)}:${method}:${reference}`).digest('base64url').slice(0, 28);

/** An unpaid account order as read: what it owes (poisha), its payment. */
interface OwingOrder {
  ref: DocumentReference<OrderDocument>;
  order: OrderDocument;
  payment: NonNullable<OrderDocument['payment']>;
  owed: number;
}

const owingOf = (doc: QueryDocumentSnapshot<OrderDocument>): OwingOrder[] => {
  const order = doc.data();
  const owed = owedOnAccount(order);
  return order.payment && owed > 0 ? [{ ref: doc.ref, order, payment: order.payment, owed }] : [];
};
const dueMillis = (owing: OwingOrder) => owing.payment.dueAt?.toMillis() ?? Infinity;

/** Which order a payment goes to first: the oldest due date, then those not shipped yet (no due date) as placed. */
function payFirst(a: OwingOrder, b: OwingOrder) {
  const [dueA, dueB] = [dueMillis(a), dueMillis(b)];
  if (dueA !== dueB) return dueA < dueB ? -1 : 1;
  return a.order.createdAt.toMillis() - b.order.createdAt.toMillis() || a.ref.id.localeCompare(b.ref.id);
}

/**
 * An administrator records money a company paid: applied to its unpaid account orders, oldest due date first,
 * as a payment record on each order it covers (the last perhaps in part), each order's share moving the company's
 * outstanding balance and mailed to its buyer. Read and written in one transaction with the company and its
 * unpaid orders read in it, so an order placed or paid meanwhile makes it run again on what is then owed. Never
 * more than is outstanding (409 overpayment). The same amount, method and reference again is answered as it was
 * recorded, not applied twice. Paying an overdue order releases the account's hold with it: the hold is read from
 * orders still due past their date.
 */
export async function recordCompanyPayment(caller: Caller, id: string, body: CompanyPaymentBody): Promise<{ payment: CompanyPayment; replayed: boolean }> {
  const companyRef = collections.companies.doc(id);
  const paymentRef = companyPayments(id).doc(companyPaymentId(body));
  const unpaidOrders = unpaidAccountOrders(id);
  return runTransaction(async (tx) => {
    const [companySnap, paymentSnap, unpaid] = await Promise.all([tx.get(companyRef), tx.get(paymentRef), tx.get(unpaidOrders)]);
    const company = companySnap.data();
    if (!company) throw notFound('Company');
    const now = Timestamp.now();
    const owing = unpaid.docs.flatMap(owingOf).sort(payFirst);
    /** Whether an order is still due past its date once `paid` (poisha by order) is applied: the account's hold. */
    const overdueAfter = (paid: Map<string, number>) => owing.some((owes) => dueMillis(owes) < now.toMillis() && owes.owed > (paid.get(owes.ref.id) ?? 0));

    const recorded = paymentSnap.data();
    if (recorded) return { payment: toCompanyPayment(paymentSnap.id, recorded, toCompany(id, company, overdueAfter(new Map()))), replayed: true };
    if (company.status !== 'approved') throw new ApiError('invalid-transition', `This company is ${company.status}: only an approved trade account takes payments`);

    // What the orders owe and what the ledger holds agree; the lesser is all that could be applied if they did not.
    const outstanding = Math.min(
      company.outstandingPoisha,
      owing.reduce((sum, owes) => sum + owes.owed, 0),
    );
    const amount = toPoisha(body.amount);
    if (amount > outstanding) {
      throw new ApiError('overpayment', `Only ${formatMoney(fromPoisha(outstanding))} is outstanding on this account`, [
        { field: 'outstanding', message: String(fromPoisha(outstanding)) },
      ]);
    }

    const shares = new Map<string, number>();
    let left = amount;
    for (const owes of owing) {
      if (left === 0) break;
      const share = Math.min(left, owes.owed);
      shares.set(owes.ref.id, share);
      left -= share;
    }
    const paid = owing.filter((owes) => shares.has(owes.ref.id));
    const buyers = [...new Set(paid.map((owes) => owes.order.uid))];
    const locales = new Map((await tx.getAll(...buyers.map(recipientRef))).map((snap) => [snap.id, recipientLocale(snap)]));

    const applied: CompanyPaymentDocument['applied'] = [];
    for (const { ref, order } of paid) {
      const share = fromPoisha(shares.get(ref.id)!);
      const record = { at: now, amount: share, kind: 'payment' as const, method: body.method, reference: body.reference, by: caller.email };
      recordMoney(tx, { ref, doc: order }, { record, mail: 'received' }, locales.get(order.uid)!);
      applied.push({ orderId: ref.id, amount: share });
    }
    const stored: CompanyPaymentDocument = { amount: body.amount, method: body.method, reference: body.reference, at: now, by: caller.email, applied };
    tx.create(paymentRef, stored);
    recordAudit(
      tx,
      caller,
      'company.payment',
      id,
      `Company ${company.name}: payment of ${formatMoney(body.amount)} (${body.method}, ${body.reference}) to ${applied.map((share) => share.orderId).join(', ')}`,
    );
    const companyAfter = toCompany(id, { ...company, outstandingPoisha: company.outstandingPoisha - amount, updatedAt: now }, overdueAfter(shares));
    return { payment: toCompanyPayment(paymentSnap.id, stored, companyAfter), replayed: false };
  }, CONTENDED);
}

/** A company's payment as the API answers it, with the company as it stands. */
const toCompanyPayment = (id: string, doc: CompanyPaymentDocument, company: Company): CompanyPayment => ({
  id,
  amount: doc.amount,
  method: doc.method,
  reference: doc.reference,
  at: doc.at.toDate().toISOString(),
  by: doc.by,
  applied: doc.applied,
  company,
});
