import { z } from './zod';
import { CurrencyCode, DocId } from './common';
import { Quantity } from './order';
import { ToolI18n } from './tool';

/** A cart holds at most this many lines, as many as one order takes; one more is refused with cart-full. */
export const CART_LINES_MAX = 50;

/** Path of PUT and DELETE /api/cart/lines/:toolId. */
export const CartLinePath = z.object({ toolId: DocId });

/** Body of PUT /api/cart/lines/:toolId: the line's quantity (1 to 1,000,000), set whatever it was. */
export const SetCartLineBody = z.object({ quantity: Quantity }).strict();
export type SetCartLineBody = z.infer<typeof SetCartLineBody>;

/**
 * What stands in the way of checking a line out, said beside its quantity: the codes and messages of
 * quantityProblem (order.ts), so the cart says what the order would answer.
 */
export const CartLineProblem = z.object({
  code: z.enum(['below-minimum', 'insufficient-stock']),
  message: z.string(),
});
export type CartLineProblem = z.infer<typeof CartLineProblem>;

/**
 * One line of the cart, priced now: unitPrice with the tool's tiers applied to the quantity, lineTotal in
 * whole cents. A line whose tool has been deleted is not answered (and is dropped from the cart when it
 * would stop the cart from taking a new line).
 */
export const CartLine = z.object({
  toolId: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** Empty when the line can be checked out as it is. */
  problems: z.array(CartLineProblem),
  tool: z.object({
    name: z.string(),
    slug: z.string(),
    picture: z.string(),
    minimum: z.number(),
    available: z.number(),
    i18n: ToolI18n,
  }),
});
export type CartLine = z.infer<typeof CartLine>;

/** GET /api/cart: the lines in the order they were added, and the sum of their line totals. */
export const Cart = z.object({ lines: z.array(CartLine), total: z.number(), currency: CurrencyCode });
export type Cart = z.infer<typeof Cart>;
