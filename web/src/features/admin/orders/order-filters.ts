import { ORDER_STATUSES, OrderExportQuery, type OrderStatus } from '@store/contract/order';
import { PAYMENT_FILTERS, type PaymentFilter } from '@store/contract/payment';
import type { MessageId } from '../../../lib/i18n/message-id';

/** What Manage Orders lists, as kept in the URL (?q=&status=&payment=&from=&to=), so a reload or a shared link keeps it. */
export interface OrderFilters {
  /** An order number or a customer's email; '' when not searching. */
  q: string;
  /** Absent: every status. */
  status?: OrderStatus;
  /** Where the payment stands (due, overdue, paid, refund due); absent: any. */
  payment?: PaymentFilter;
  /** First and last day (YYYY-MM-DD, days in Dhaka, both included); '' when open. */
  from: string;
  to: string;
}

export const NO_FILTERS: OrderFilters = { q: '', from: '', to: '' };

export const SEARCH_MAX = 254;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');
/** One of `known`, or undefined for anything else the address holds. */
const oneOf = <T extends string>(known: readonly T[], value: string | null): T | undefined => known.find((item) => item === value);

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment: oneOf(PAYMENT_FILTERS, params.get('payment')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The filters as search params, those not set left out (the plain list stays at /dashboard/manageorders). */
export function orderFilterParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.payment) params.set('payment', filters.payment);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

export const isFiltered = (filters: OrderFilters) => !!(filters.q || filters.status || filters.payment || filters.from || filters.to);

/** The filters as the list and the export send them (GET /api/orders?scope=all, GET /api/orders/export). */
export function orderFilterQuery({ q, status, payment, from, to }: OrderFilters): OrderExportQuery {
  return { q: q || undefined, status, payment, from: from || undefined, to: to || undefined };
}

export type FilterProblems = Partial<Record<'q' | 'from' | 'to', MessageId>>;

/** The contract's refusal of the range, which it puts on `to`. */
const RANGE_REFUSAL = 'to must not be before from';

/**
 * Why the API would refuse these filters, by field, as messages of the catalogs: a search that is neither a
 * whole order number nor an email address ("alice@exa" while typing), a day that is no real day (2026-02-30 in
 * the address), or a range that ends before it starts.
 */
export function filterProblems(filters: OrderFilters): FilterProblems {
  const parsed = OrderExportQuery.safeParse(orderFilterQuery(filters));
  const problems: FilterProblems = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'q') problems.q ??= 'adminOrders.searchInvalid';
    else if (field === 'from') problems.from ??= 'adminOrders.fromNotADay';
    else if (field === 'to') problems.to ??= issue.message === RANGE_REFUSAL ? 'adminOrders.toBeforeFrom' : 'adminOrders.toNotADay';
  }
  return problems;
}
