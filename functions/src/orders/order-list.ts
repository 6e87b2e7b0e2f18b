import { Timestamp, type Query } from 'firebase-admin/firestore';
import { CLOSED_STATUSES, ORDER_STATUSES, type Order, type OrderStatus } from '@store/contract/order';
import type { PaymentFilter } from '@store/contract/payment';
import { ACCOUNT_MANAGERS } from '@store/contract/company';
import { endOfDhakaDay, startOfDhakaDay } from '@store/contract/dhaka-time';
import { collections } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { readPage } from '../http/paging';
import { toOrder, type OrderDocument } from './order-model';

/** Orders whose payment deadline has passed by `now`, soonest first: what the deadline sweep acts on. */
export const dueDeadlines = (now: Timestamp, limit: number) => collections.orders.where('deadline.at', '<=', now).orderBy('deadline.at').limit(limit).get();

/** Online orders still awaiting payment at `now` past their `payment.expiresAt`, soonest first: what the sweep expires. */
export const dueExpiries = (now: Timestamp, limit: number) =>
  collections.orders.where('status', '==', 'awaiting-payment').where('payment.expiresAt', '<=', now).orderBy('payment.expiresAt').limit(limit).get();

/** A company's account orders with money still due, as one query (read in a transaction or not). */
export const unpaidAccountOrders = (companyId: string) =>
  collections.orders.where('company.id', '==', companyId).where('payment.method', '==', 'account').where('payment.status', '==', 'due');

/** One order, for its owner, an administrator, or an owner or approver of the trade account it is placed on. */
export async function getOrder(caller: Caller, id: string): Promise<Order> {
  const order = (await collections.orders.doc(id).get()).data();
  if (!order) throw notFound('Order');
  if (order.uid !== caller.uid && !caller.admin && !(await managesAccountOf(caller, order))) throw new ApiError('permission-denied', 'This is not your order');
  return toOrder(id, order);
}

/** Is the caller an owner or approver of the trade account the order is placed on (who see all of its orders)? */
async function managesAccountOf(caller: Caller, order: OrderDocument): Promise<boolean> {
  if (!order.company) return false;
  const membership = (await collections.memberships.doc(caller.uid).get()).data();
  return membership?.companyId === order.company.id && ACCOUNT_MANAGERS.includes(membership.role);
}

// The filters' days are the store's: from midnight in Dhaka of the first to the end of the last there.
const startOfDay = (day: string) => Timestamp.fromDate(startOfDhakaDay(day));
const dayAfter = (day: string) => Timestamp.fromDate(endOfDhakaDay(day));

interface OrderFilters {
  status?: OrderStatus;
  payment?: PaymentFilter;
  from?: string;
  to?: string;
  cursor?: string;
}

/** The statuses of orders that may still be paid for: money is due only on those. */
const OPEN_STATUSES = ORDER_STATUSES.filter((status) => !CLOSED_STATUSES.includes(status));
/** Filters on money still due, which no cancelled or expired order has (whatever its payment last said). */
const dueFilter = (filter: PaymentFilter | undefined) => filter === 'due' || filter === 'overdue';

/** Whether an order passes the payment filter: its payment's status (overdue: due with its due date passed). */
function fitsPayment(order: Pick<Order, 'status' | 'payment'>, filter: PaymentFilter | undefined, now: number) {
  if (!filter) return true;
  if (dueFilter(filter) && CLOSED_STATUSES.includes(order.status)) return false;
  if (order.payment.status !== (filter === 'overdue' ? 'due' : filter)) return false;
  return filter !== 'overdue' || (order.payment.dueAt !== null && Date.parse(order.payment.dueAt) < now);
}

/** `query` narrowed to the orders that pass the payment filter (and the status filter, when there is one). */
function byStatusAndPayment(query: Query<OrderDocument>, status: OrderStatus | undefined, filter: PaymentFilter | undefined): Query<OrderDocument> {
  if (status) query = query.where('status', '==', status);
  if (!filter) return query;
  query = query.where('payment.status', '==', filter === 'overdue' ? 'due' : filter);
  if (dueFilter(filter) && !status) query = query.where('status', 'in', OPEN_STATUSES);
  if (filter === 'overdue') query = query.where('payment.dueAt', '<', Timestamp.now());
  return query;
}

/**
 * A page of orders, newest first: one customer's (uid) or everyone's, or one trade account's (companyId), by
 * status, by where their payment stands, placed from one day to another (days in Dhaka, both included), and (q) one order
 * number or one customer's email.
 */
export async function listOrders(options: OrderFilters & { uid?: string; companyId?: string; q?: string; limit: number }) {
  let query: Query<OrderDocument> = collections.orders;
  if (options.q !== undefined && !options.q.includes('@')) return orderByNumber(options.q, options);
  // A closed order owes nothing: no page to read.
  if (dueFilter(options.payment) && options.status && CLOSED_STATUSES.includes(options.status)) return { orders: [], nextCursor: null };
  if (options.q !== undefined) query = query.where('email', '==', options.q.toLowerCase());
  if (options.uid) query = query.where('uid', '==', options.uid);
  if (options.companyId) query = query.where('company.id', '==', options.companyId);
  query = byStatusAndPayment(query, options.status, options.payment);
  if (options.from) query = query.where('createdAt', '>=', startOfDay(options.from));
  if (options.to) query = query.where('createdAt', '<', dayAfter(options.to));
  // Overdue filters the due date by range, which Firestore sorts by too (after the date placed).
  const thenBy = options.payment === 'overdue' ? 'payment.dueAt' : undefined;
  const page = await readPage(query, { orderBy: ['createdAt', 'desc'], thenBy, limit: options.limit, cursor: options.cursor }, (doc) =>
    toOrder(doc.id, doc.data()),
  );
  return { orders: page.items, nextCursor: page.nextCursor };
}

/** The search for an order number: that order, if it exists and passes the other filters; one page. */
async function orderByNumber(id: string, options: OrderFilters) {
  const snap = options.cursor ? undefined : await collections.orders.doc(id).get();
  const doc = snap?.data();
  const fits =
    doc !== undefined &&
    (!options.status || doc.status === options.status) &&
    fitsPayment(toOrder(id, doc), options.payment, Date.now()) &&
    (!options.from || doc.createdAt.toMillis() >= startOfDay(options.from).toMillis()) &&
    (!options.to || doc.createdAt.toMillis() < dayAfter(options.to).toMillis());
  return { orders: fits ? [toOrder(id, doc)] : [], nextCursor: null };
}
