import { z } from './zod';
import { CurrencyCode, cursorPage, DateOnly, DocId, Email, IsoDate, listQuery, ListScope, text } from './common';
import { STORE_CURRENCY } from './constants';
import { moneyAmount } from './money-schema';
import { OrderLinesInput, Quantity } from './order-lines';
import { CheckoutDelivery, OrderDelivery } from './delivery';
import { defaultPaymentMethod, OrderPayment, PaymentFilter, PaymentMethod, paymentBalance } from './payment';
import { OrderShipping } from './shipment';

/**
 * An order's life: `awaiting-payment` (online, until the gateway confirms) or `awaiting-approval` (a trade
 * account's buyer above their limit) before `pending`; `expired` when an online payment never came.
 */
export const ORDER_STATUSES = [
  'awaiting-payment',
  'awaiting-approval',
  'pending',
  'confirmed',
  'partially-shipped',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` });
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * The order pipeline as administrators move it: each status and where it may go next. Leaving
 * awaiting-payment for pending or expired is the payment's doing (the gateway's confirmation, the deadline),
 * never a person's.
 */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  'awaiting-payment': ['cancelled'],
  'awaiting-approval': ['cancelled'],
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  // Shipments move an order on from here: the rest of it is shipped by creating its shipments.
  'partially-shipped': [],
  // Once shipped, the goods are on their way: an order can no longer be cancelled (and its units stay sold).
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  expired: [],
};

/** Statuses an order's owner may still cancel it from: before it is confirmed. */
export const OWNER_CANCELLABLE: readonly OrderStatus[] = ['awaiting-payment', 'awaiting-approval', 'pending'];

/** Orders that are over: nothing more is due on them, and their stock is back. */
export const CLOSED_STATUSES: readonly OrderStatus[] = ['cancelled', 'expired'];

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => NEXT_STATUSES[from].includes(to);

// Who may record money by hand, one rule for the dashboard's buttons and the API's refusals. Money the gateway
// took goes back through the gateway, so administrators record only the other methods' money. An order awaiting
// approval owes nothing yet: its credit is taken, whole, when it is approved.
type RecordableOrder = { status: OrderStatus; payment: Pick<OrderPayment, 'method' | 'amountDue' | 'amountPaid'> };
const recordedByHand = (order: RecordableOrder) => order.payment.method !== 'online';

/** Whether an administrator may record a payment: a method paid by hand, still owing, on an order that owes. */
export const canRecordPayment = (order: RecordableOrder) =>
  recordedByHand(order) && !CLOSED_STATUSES.includes(order.status) && order.status !== 'awaiting-approval' && paymentBalance(order.payment) > 0;

/** Whether an administrator may record a refund: something was paid (by a method paid by hand) to give back. */
export const canRecordRefund = (order: RecordableOrder) => recordedByHand(order) && order.payment.amountPaid > 0;

export { ORDER_LINES_MAX, OrderLineInput, OrderLinesInput, Quantity } from './order-lines';

export const ADDRESS_MAX = 500;
export const ORDERS_PAGE_MAX = 100;

export const Phone = z
  .string({ error: 'phone is required' })
  .trim()
  .min(1, 'phone is required')
  .max(24, 'phone is too long')
  .regex(/^\+?[0-9][0-9 ()-]*$/, 'phone may only contain digits, spaces, ( ) - and a leading +')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, 'phone must have 6 to 15 digits');

export const PO_NUMBER_MAX = 40;

/** A purchase order number the buyer's company gives the order (optional, up to 40 characters). */
export const PoNumber = text('poNumber', PO_NUMBER_MAX);

/**
 * Where an order goes: what checkout and accepting a quote ask for. `delivery` says how (a courier to an address
 * with its district, or pickup at the counter); without it (the bodies of the first releases) the order goes by
 * courier to `address`, whose district is read from it. `address` may be left out when `delivery` gives one, or
 * for a pickup.
 */
const deliveryFields = {
  address: text('address', ADDRESS_MAX).optional(),
  phone: Phone,
  poNumber: PoNumber.optional(),
  delivery: CheckoutDelivery.optional(),
};

/** The free-text address is required unless the delivery gives one, or is a pickup. */
function requireAddress(body: { address?: string; delivery?: CheckoutDelivery }, ctx: z.RefinementCtx) {
  if (body.address !== undefined || body.delivery?.address || body.delivery?.method === 'pickup') return;
  ctx.addIssue({
    code: 'custom',
    path: body.delivery ? ['delivery', 'address'] : ['address'],
    message: body.delivery ? 'address is required for a courier delivery' : 'address is required',
  });
}

/**
 * Body of POST /api/orders: `{ lines: [{ toolId, quantity }], address, phone, poNumber? }`, or the one-tool
 * body `{ toolId, quantity, address, phone }` that callers of the first API send, which is a one-line order. Either is parsed to lines. Minimum
 * order and stock are checked against each tool. `expectedTotal` is the total the buyer was shown: if the
 * server's differs (a price or tier changed since), the order is refused with price-changed.
 */
export const PlaceOrderBody = z
  .object({
    lines: OrderLinesInput.optional(),
    toolId: DocId.optional(),
    quantity: Quantity.optional(),
    ...deliveryFields,
    expectedTotal: moneyAmount('expectedTotal', { min: 'zero' }).optional(),
    paymentMethod: PaymentMethod.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    requireAddress(body, ctx);
    if (body.lines) {
      for (const field of ['toolId', 'quantity'] as const) {
        if (body[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${field} goes inside lines when lines are given` });
      }
      return;
    }
    if (body.toolId === undefined) ctx.addIssue({ code: 'custom', path: ['toolId'], message: 'lines (or toolId and quantity) are required' });
    if (body.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'quantity must be a number' });
  })
  .transform(({ lines, toolId, quantity, ...rest }) => ({
    ...rest,
    lines: lines ?? [{ toolId: toolId!, quantity: quantity! }],
  }));
/** What a caller sends to POST /api/orders. */
export type PlaceOrderInput = z.input<typeof PlaceOrderBody>;
/** The body as the server reads it: always lines. */
export type PlaceOrderBody = z.output<typeof PlaceOrderBody>;

/** Body of POST /api/quotes/:id/accept: where the order goes, and how it is paid. */
export const AcceptQuoteBody = z.object({ ...deliveryFields, paymentMethod: PaymentMethod.optional() }).strict().superRefine(requireAddress);
export type AcceptQuoteBody = z.infer<typeof AcceptQuoteBody>;

/** Idempotency-Key header: one key per purchase attempt (a UUID fits). */
export const IdempotencyKey = z
  .string({ error: 'Idempotency-Key header is required' })
  .min(8, 'Idempotency-Key must be 8 to 128 characters')
  .max(128, 'Idempotency-Key must be 8 to 128 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key may only contain letters, digits and _ . : -');

/** The headers POST /api/orders reads: the key that makes it safe to retry. */
export const IdempotencyHeaders = z.object({ 'Idempotency-Key': IdempotencyKey });

export interface QuantityProblem {
  code: 'below-minimum' | 'insufficient-stock';
  /** Said beside the quantity field. */
  message: string;
  /** Said on its own, naming the tool. */
  summary: string;
}

/** What is wrong with ordering `quantity` units of a tool, or null: the form shows it and the server enforces it. */
export function quantityProblem(
  tool: { name?: string; minimum: number; available: number },
  quantity: number,
): QuantityProblem | null {
  const name = tool.name ?? 'this tool';
  if (quantity < tool.minimum) {
    return { code: 'below-minimum', message: `The minimum order is ${tool.minimum}`, summary: `The minimum order for ${name} is ${tool.minimum} units` };
  }
  if (quantity > tool.available) {
    return tool.available === 0
      ? { code: 'insufficient-stock', message: 'This tool is out of stock', summary: `${name} is out of stock` }
      : { code: 'insufficient-stock', message: `Only ${tool.available} available`, summary: `Only ${tool.available} units of ${name} are available` };
  }
  return null;
}

/** The purchase form: the order body less the tool, with the tool's limits applied. */
export const purchaseForm = (tool: { minimum: number; available: number }) =>
  z.object({
    quantity: Quantity.superRefine((quantity, ctx) => {
      const problem = quantityProblem(tool, quantity);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
    }),
    address: text('address', ADDRESS_MAX),
    phone: deliveryFields.phone,
  });

/** Who made a status change: the customer, an administrator, or the shop itself (a removed account, a lapsed quote). */
export const CHANGED_BY = ['customer', 'admin', 'system'] as const;
export const ChangedBy = z.enum(CHANGED_BY);
export type ChangedBy = z.infer<typeof ChangedBy>;

/** One line of a placed order: the unit price (tiers applied, or the quoted price) as it was when ordered. */
export const OrderLine = z.object({
  toolId: z.string(),
  toolname: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderHistoryEntry = z.object({ status: OrderStatus, at: IsoDate, by: ChangedBy });
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** The trade account an order is placed on, as it was when placed: its terms give the due date once it ships. */
export const OrderCompany = z.object({ id: z.string(), name: z.string(), termsDays: z.number() });
export type OrderCompany = z.infer<typeof OrderCompany>;

/** An owner's or approver's decision on an order that awaited approval. */
export const OrderApproval = z.object({
  decision: z.enum(['approve', 'reject']),
  by: z.string(),
  at: IsoDate,
  reason: z.string().optional(),
});
export type OrderApproval = z.infer<typeof OrderApproval>;

export const Order = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  lines: z.array(OrderLine),
  /** The tools of the lines, in line order. */
  toolIds: z.array(z.string()),
  total: z.number(),
  /** The currency of the order's amounts, kept from when it was placed. */
  currency: CurrencyCode,
  address: z.string(),
  phone: z.string(),
  poNumber: z.string().optional(),
  status: OrderStatus,
  /** Every status the order has had, oldest first, creation included. */
  history: z.array(OrderHistoryEntry),
  /** The quote this order accepted, if any. */
  quoteId: z.string().optional(),
  payment: OrderPayment,
  /** How the goods reach the buyer and what that costs (orders placed before delivery charges have none). */
  delivery: OrderDelivery.optional(),
  /** Account orders: the trade account it is placed on. */
  company: OrderCompany.optional(),
  /** How far its shipments have gone: absent until the first one. */
  shipping: OrderShipping.optional(),
  /** An order that awaited approval: the decision on it. */
  approval: OrderApproval.optional(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Order = z.infer<typeof Order>;

/**
 * An orders/{id} document as the contract's Order (not yet validated: parse it with Order): the fields only
 * the server keeps (the idempotency key, the request's hash, the units total, the payment's deadline and its
 * gateway session) left out, and its times made ISO strings by `toIso` (a stored time is a Firestore
 * Timestamp). An order placed before the store took payments reads with the payment it was placed under: due,
 * by the method a body without one gets today.
 */
export function orderFromStored(id: string, data: Record<string, unknown>, toIso: (value: unknown) => string): Record<string, unknown> {
  const { requestHash: _hash, idempotencyKey: _key, units: _units, deadline: _deadline, gateway: _gateway, history, payment, approval, createdAt, updatedAt, ...rest } = data;
  const timesOf = (entries: unknown) => (Array.isArray(entries) ? (entries as Record<string, unknown>[]).map((entry) => ({ ...entry, at: toIso(entry.at) })) : entries);
  return {
    currency: STORE_CURRENCY,
    ...rest,
    id,
    history: timesOf(history),
    payment: payment ? paymentFromStored(payment as Record<string, unknown>, toIso, timesOf) : paymentBeforePayments(rest),
    ...(approval ? { approval: { ...(approval as Record<string, unknown>), at: toIso((approval as Record<string, unknown>).at) } } : {}),
    createdAt: toIso(createdAt),
    updatedAt: toIso(updatedAt),
  };
}

function paymentFromStored(payment: Record<string, unknown>, toIso: (value: unknown) => string, timesOf: (entries: unknown) => unknown) {
  const { dueAt, expiresAt, records, flag, ...rest } = payment;
  return {
    ...rest,
    dueAt: dueAt ? toIso(dueAt) : null,
    ...(expiresAt ? { expiresAt: toIso(expiresAt) } : {}),
    records: timesOf(records),
    ...(flag ? { flag: { ...(flag as Record<string, unknown>), at: toIso((flag as Record<string, unknown>).at) } } : {}),
  };
}

function paymentBeforePayments(order: Record<string, unknown>) {
  const total = typeof order.total === 'number' ? order.total : 0;
  return {
    method: defaultPaymentMethod(total),
    status: 'due',
    amountDue: total,
    amountPaid: 0,
    currency: order.currency ?? STORE_CURRENCY,
    dueAt: null,
    records: [],
  };
}

/** "Cordless Drill", or "Cordless Drill + 2 more" for an order of three lines: how a list names an order. */
export function orderTitle(order: Pick<Order, 'lines'>): string {
  const [first, ...others] = order.lines;
  const name = first?.toolname ?? 'Order';
  return others.length ? `${name} + ${others.length} more` : name;
}

/** The units of every line of an order. */
export const orderUnits = (order: Pick<Order, 'lines'>) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The filters the order list and the CSV export share. */
const orderFilters = {
  status: OrderStatus.optional(),
  /** By where the payment stands (due and overdue: of orders not cancelled or expired). */
  payment: PaymentFilter.optional(),
  /** Orders placed on or after this day, in Dhaka (from its midnight there). */
  from: DateOnly('from').optional(),
  /** Orders placed on or before this day, in Dhaka (until its end there). */
  to: DateOnly('to').optional(),
  /** scope=all only: an order number, or a customer's email. */
  q: z
    .string()
    .trim()
    .min(1, 'q must not be empty')
    .max(254, 'q must be at most 254 characters')
    .refine((value) => DocId.safeParse(value).success || Email.safeParse(value).success, 'q must be an order number or an email address')
    .optional(),
};

const checkDateRange = (query: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (query.from && query.to && query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
};

/** Query of GET /api/orders: own orders, or with scope=all (admin) every order. */
export const OrderListQuery = listQuery({ scope: ListScope, ...orderFilters }, { max: ORDERS_PAGE_MAX, fallback: 50 })
  .superRefine((query, ctx) => {
    if (query.q !== undefined && query.scope !== 'all') ctx.addIssue({ code: 'custom', path: ['q'], message: 'q searches every order: use it with scope=all' });
    checkDateRange(query, ctx);
  });
export type OrderListQuery = z.input<typeof OrderListQuery>;

/** Query of GET /api/orders/export (administrators): every order the list's filters select, as CSV. */
export const OrderExportQuery = z.object(orderFilters).strict().superRefine(checkDateRange);
export type OrderExportQuery = z.infer<typeof OrderExportQuery>;

export const OrderPage = cursorPage({ orders: z.array(Order) });
export type OrderPage = z.infer<typeof OrderPage>;

/** Body of PATCH /api/orders/:id. */
export const UpdateOrderBody = z.object({ status: OrderStatus }).strict();
export type UpdateOrderBody = z.infer<typeof UpdateOrderBody>;

/** Orders that still count as sold (for stats and verified-purchase reviews). */
export const SOLD_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'partially-shipped', 'shipped', 'delivered'];

export { DocId as OrderId };
