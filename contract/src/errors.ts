import { z } from './zod';

/** Every error the API answers with, and the HTTP status each one carries. */
export const errorStatus = {
  'invalid-argument': 400,
  'invalid-json': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'email-not-verified': 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'below-minimum': 409,
  'insufficient-stock': 409,
  'invalid-transition': 409,
  'idempotency-key-reused': 409,
  'last-admin': 409,
  'price-changed': 409,
  /** A quoted quote accepted after its expiry. */
  'quote-expired': 409,
  /** A cart that already has 50 lines was asked to take another. */
  'cart-full': 409,
  /** An address book that already has 10 addresses was asked to take another. */
  'address-book-full': 409,
  /** Another tool has this sku. */
  'sku-taken': 409,
  /** A payment or refund recorded beyond what the order costs, or beyond what was paid. */
  overpayment: 409,
  /** Paying an online order after its deadline, or one that no longer awaits payment. */
  'payment-window-closed': 409,
  /** Cash on delivery for an order above the COD limit. */
  'cod-limit': 409,
  /** Paying on account without belonging to an approved trade account. */
  'not-a-member': 409,
  /** An account order (placed or approved) beyond the company's available credit; details name the available credit. */
  'credit-limit': 409,
  /** An account order of a company on credit hold (an administrator's, or an order overdue). */
  'credit-hold': 409,
  /** A shipment of more units of a line than the order has left to ship. */
  'over-shipped': 409,
  /** A serial already shipped, or given twice. */
  'serial-taken': 409,
  /** The courier refused the booking or did not answer in time: "Book again" retries. */
  'courier-unavailable': 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    /**
     * For 400s: the field at fault first, then any others, as dotted paths ("quantity", "body"). For 409s
     * about lines (below-minimum, insufficient-stock, not-found): one entry per failing line
     * ("lines.2.quantity"); for price-changed: the new figures.
     */
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
export type ErrorDetail = NonNullable<ErrorBody['error']['details']>[number];
