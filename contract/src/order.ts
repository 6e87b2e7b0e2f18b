import { z } from './zod';
import { Cursor, cursorPage, DocId, IsoDate, pageLimit, text } from './common';

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` });
export type OrderStatus = z.infer<typeof OrderStatus>;

/** The order pipeline: each status and where it may go next. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  // Once shipped, the goods are on their way: an order can no longer be cancelled (and its units stay sold).
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => NEXT_STATUSES[from].includes(to);

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

export const Quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(1_000_000, 'quantity is too large');

/** A money figure as a caller states it: at least 0, in whole cents. */
export const Money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .max(1e12, `${label} is too large`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} must be in whole cents`);

/**
 * Body of POST /api/orders. Minimum order and stock are checked against the tool. `expectedTotal` is the total
 * the buyer was shown: if the server's differs (the price changed since), the order is refused with price-changed.
 */
export const PlaceOrderBody = z
  .object({
    toolId: DocId,
    quantity: Quantity,
    address: text('address', ADDRESS_MAX),
    phone: Phone,
    expectedTotal: Money('expectedTotal').optional(),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;

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
  PlaceOrderBody.omit({ toolId: true, expectedTotal: true }).extend({
    quantity: Quantity.superRefine((quantity, ctx) => {
      const problem = quantityProblem(tool, quantity);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
    }),
  });

export const Order = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  toolId: z.string(),
  toolname: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  total: z.number(),
  address: z.string(),
  phone: z.string(),
  status: OrderStatus,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Order = z.infer<typeof Order>;

/** Query of GET /api/orders: own orders, or with scope=all (admin) every order. */
export const OrderListQuery = z
  .object({
    scope: z.enum(['mine', 'all'], { error: 'scope must be mine or all' }).default('mine'),
    status: OrderStatus.optional(),
    limit: pageLimit(ORDERS_PAGE_MAX, 50),
    cursor: Cursor.optional(),
  })
  .strict();
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const OrderPage = cursorPage({ orders: z.array(Order) });
export type OrderPage = z.infer<typeof OrderPage>;

/** Body of PATCH /api/orders/:id. */
export const UpdateOrderBody = z.object({ status: OrderStatus }).strict();
export type UpdateOrderBody = z.infer<typeof UpdateOrderBody>;

/** Money is kept in whole cents while computing, so 19.99 x 3 is 59.97 exactly. */
export const orderTotal = (unitPrice: number, quantity: number) => Math.round(unitPrice * 100 * quantity) / 100;

/** Orders that still count as sold (for stats and verified-purchase reviews). */
export const SOLD_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered'];

export { DocId as OrderId };
