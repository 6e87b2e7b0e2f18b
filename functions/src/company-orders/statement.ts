import { dhakaDay } from '@store/contract/dhaka-time';
import type { Order } from '@store/contract/order';
import { paymentBalance } from '@store/contract/payment';
import { ACCOUNT_MANAGERS, type Statement, type StatementLine } from '@store/contract/company';
import { OWES_NOTHING, toCompany } from '../companies/company-credit';
import { collections } from '../firebase';
import type { Caller } from '../http/auth';
import { csvRow } from '../http/csv-download';
import { toOrder } from '../orders/order-model';
import { companyFor } from './company-access';

// A trade account's statement: its figures and every account order that counts on it (placed, or approved, and
// not cancelled or expired), oldest first, with what each cost, what was paid and what is left, and when it falls
// due. The owner and approvers read it, and administrators.

/** The columns of the statement's CSV, one row per order. */
export const STATEMENT_CSV_COLUMNS = ['Order', 'Placed', 'Buyer', 'PO number', 'Status', 'Amount', 'Paid', 'Balance', 'Due', 'Overdue'] as const;

/** Rows written to the reply at a time. */
const CSV_ROWS_PER_CHUNK = 200;

/** One order on the statement; overdue when something is left to pay past its due date (`now`, in ms). */
export function statementLine(order: Order, now: number): StatementLine {
  const balance = paymentBalance(order.payment);
  const { dueAt } = order.payment;
  return {
    orderId: order.id,
    placedAt: order.createdAt,
    buyerEmail: order.email,
    ...(order.poNumber !== undefined && { poNumber: order.poNumber }),
    status: order.status,
    amount: order.total,
    paid: order.payment.amountPaid,
    balance,
    dueAt,
    overdue: balance > 0 && dueAt !== null && Date.parse(dueAt) < now,
  };
}

/**
 * The statement of company `id`, for its owner and approvers and administrators. The account is on hold for an
 * overdue order exactly when a line is overdue, so the lines give the company's hold as they show it.
 */
export async function getStatement(caller: Caller, id: string): Promise<Statement> {
  const { company } = await companyFor(caller, id, ACCOUNT_MANAGERS, "Only the company's owner and approvers can read its statement");
  const now = new Date();
  const orders = await collections.orders.where('company.id', '==', id).where('payment.method', '==', 'account').orderBy('createdAt', 'asc').get();
  const lines = orders.docs
    .filter((doc) => !OWES_NOTHING.includes(doc.data().status))
    .map((doc) => statementLine(toOrder(doc.id, doc.data()), now.getTime()));
  return {
    company: toCompany(id, company, lines.some((line) => line.overdue)),
    generatedAt: now.toISOString(),
    lines,
  };
}

/** The statement's lines as CSV: the header, then the rows a chunk at a time. */
export function* statementCsv(statement: Statement): Generator<string> {
  yield csvRow([...STATEMENT_CSV_COLUMNS]);
  for (let from = 0; from < statement.lines.length; from += CSV_ROWS_PER_CHUNK) {
    yield statement.lines
      .slice(from, from + CSV_ROWS_PER_CHUNK)
      .map((line) =>
        csvRow([
          line.orderId,
          line.placedAt,
          line.buyerEmail,
          line.poNumber,
          line.status,
          line.amount,
          line.paid,
          line.balance,
          line.dueAt ?? '',
          line.overdue ? 'yes' : 'no',
        ]),
      )
      .join('');
  }
}

/** statement-<company id>-2026-11-25.csv: the company and the day it was generated, in Dhaka. */
export const statementFileName = (statement: Statement) => `statement-${statement.company.id}-${dhakaDay(statement.generatedAt)}.csv`;
