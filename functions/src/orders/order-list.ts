import { Timestamp, type Query } from 'firebase-admin/firestore';
import { CLOSED_STATUSES, ORDER_STATUSES, type Order, type OrderStatus } from '@store/contract/order';
import type { PaymentFilter } from '@store/contract/payment';
import { collections } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { readPage } from '../http/paging';
import { toOrder, type OrderDocument } from './order-model';

/** One order, for its owner or an administrator. */
export async function getOrder(caller: Caller, id: string): Promise<Order> {
  const order = (await collections.orders.doc(id).get()).data();
  if (!order) throw notFound('Order');
  if (order.uid !== caller.uid && !caller.admin) throw new ApiError('permission-denied', 'This is not your order');
  return toOrder(id, order);
}

const startOfDay = (day: string) => Timestamp.fromDate(new Date(`${day}T00:00:00Z`));
const dayAfter = (day: string) => Timestamp.fromMillis(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);

interface OrderFilters {
  status?: OrderStatus;
  payment?: PaymentFilter;
  from?: string;
  to?: string;
  cursor?: string;
}

/**
 * A page of orders, newest first: one customer's (uid) or everyone's, by status, placed from one day to
 * another (UTC, both included), and (q) one order number or one customer's email.
 */
export async function listOrders(options: OrderFilters & { uid?: string; q?: string; limit: number }) {
  let query: Query<OrderDocument> = collections.orders;
  if (options.q !== undefined && !options.q.includes('@')) return orderByNumber(options.q, options);
  if (options.q !== undefined) query = query.where('email', '==', options.q.toLowerCase());
  if (options.uid) query = query.where('uid', '==', options.uid);
  if (options.status) query = query.where('status', '==', options.status);
  if (options.payment) query = byPayment(query, options.payment, options.status);
  if (options.from) query = query.where('createdAt', '>=', startOfDay(options.from));
  if (options.to) query = query.where('createdAt', '<', dayAfter(options.to));
  const page = await readPage(query, { orderBy: ['createdAt', 'desc'], limit: options.limit, cursor: options.cursor }, (doc) =>
    toOrder(doc.id, doc.data()),
  );
  return { orders: page.items, nextCursor: page.nextCursor };
}

/** The payment filter of the list, on one order already read. */
function paymentFits(order: Order, filter: PaymentFilter): boolean {
  const open = !CLOSED_STATUSES.includes(order.status);
  switch (filter) {
    case 'due':
      return open && order.payment.status === 'due';
    case 'overdue':
      return open && order.payment.status === 'due' && order.payment.dueAt !== null && Date.parse(order.payment.dueAt) < Date.now();
    default:
      return order.payment.status === filter;
  }
}

/** Orders still running: a cancelled or expired one owes nothing, whatever its payment last read. */
const OPEN_STATUSES = ORDER_STATUSES.filter((status) => !CLOSED_STATUSES.includes(status));

/**
 * Orders by where their payment stands: due (cash, transfers and accounts not yet paid) of orders still
 * running, overdue (due, its due date passed), paid, or refund due (cancelled with money still held).
 */
function byPayment(query: Query<OrderDocument>, filter: PaymentFilter, status: OrderStatus | undefined): Query<OrderDocument> {
  const open = (q: Query<OrderDocument>) => (status ? q : q.where('status', 'in', OPEN_STATUSES));
  switch (filter) {
    case 'due':
      return open(query.where('payment.status', '==', 'due'));
    case 'overdue':
      return open(query.where('payment.status', '==', 'due').where('payment.dueAt', '<', Timestamp.now()));
    default:
      return query.where('payment.status', '==', filter);
  }
}

/** The search for an order number: that order, if it exists and passes the other filters; one page. */
async function orderByNumber(id: string, options: OrderFilters) {
  const snap = options.cursor ? undefined : await collections.orders.doc(id).get();
  const doc = snap?.data();
  const fits =
    doc !== undefined &&
    (!options.status || doc.status === options.status) &&
    (!options.payment || paymentFits(toOrder(id, doc), options.payment)) &&
    (!options.from || doc.createdAt.toMillis() >= startOfDay(options.from).toMillis()) &&
    (!options.to || doc.createdAt.toMillis() < dayAfter(options.to).toMillis());
  return { orders: fits ? [toOrder(id, doc)] : [], nextCursor: null };
}
