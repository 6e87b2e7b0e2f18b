import { z } from './zod';
import { CurrencyCode, DateOnly, DocId, IsoDate, text } from './common';
import { dhakaDay } from './dhaka-time';
import { LOCALES } from './locale';
import { subtractMoney } from './money';
import { moneyAmount } from './money-schema';
import { PAYMENT_SETTINGS } from './payment-settings';

export { PAYMENT_SETTINGS };

/**
 * How an order is paid: cash on delivery (up to the COD limit), bank transfer, online through the payment
 * gateway (cards and mobile wallets), or on a trade account.
 */
export const PAYMENT_METHODS = ['cod', 'bank-transfer', 'online', 'account'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * Where an order's payment stands: `awaiting` the gateway's confirmation (online), `due`, `paid`, `refund-due`
 * (a paid order was cancelled and the money is still to go back), `refunded`.
 */
export const PAYMENT_STATUSES = ['awaiting', 'due', 'paid', 'refund-due', 'refunded'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/**
 * How money reached the store or went back: what an administrator records, `online` for the gateway's, or
 * `courier` for the cash a courier collected on delivery (its reference is the consignment).
 */
export const RECORDED_METHODS = ['cash', 'bank', 'cheque', 'mobile-wallet'] as const;
export const PAYMENT_RECORD_METHODS = [...RECORDED_METHODS, 'online', 'courier'] as const;
export type PaymentRecordMethod = (typeof PAYMENT_RECORD_METHODS)[number];

export const PAYMENT_RECORD_KINDS = ['payment', 'refund'] as const;
export type PaymentRecordKind = (typeof PAYMENT_RECORD_KINDS)[number];

/** One movement of money on an order. `by` is the administrator's email, "gateway", or "courier". */
export const PaymentRecord = z.object({
  at: IsoDate,
  amount: z.number(),
  kind: z.enum(PAYMENT_RECORD_KINDS),
  method: z.enum(PAYMENT_RECORD_METHODS),
  /** The gateway's reference of the payment (or of the refund), or what the administrator wrote: a receipt, a cheque number. */
  reference: z.string(),
  by: z.string(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/**
 * An order's payment. Amounts are taka with at most two decimals, summed in whole poisha. `amountPaid` is
 * what the store holds: payments less refunds. `dueAt`: when the money is due (a transfer's window, an
 * online payment's deadline); null for cash, which is due on delivery.
 */
export const OrderPayment = z.object({
  method: PaymentMethod,
  status: PaymentStatus,
  amountDue: z.number(),
  amountPaid: z.number(),
  currency: CurrencyCode,
  dueAt: IsoDate.nullable(),
  /** Online only: when the order expires unless the gateway has confirmed its payment. */
  expiresAt: IsoDate.optional(),
  records: z.array(PaymentRecord),
  /**
   * Set when the gateway confirmed a payment that does not match the order (another amount or currency): not
   * applied, and left for an administrator to look into.
   */
  flag: z.object({ at: IsoDate, reason: z.string(), reference: z.string() }).optional(),
  /** In the answer that places an online order: the gateway's payment page to send the customer to. */
  redirectUrl: z.string().optional(),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

/** What the store still expects of a payment: the amount due less what it holds (never below 0). */
export const paymentBalance = (payment: Pick<OrderPayment, 'amountDue' | 'amountPaid'>) => Math.max(0, subtractMoney(payment.amountDue, payment.amountPaid));

/** Is `total` within what one cash order may hold? */
export const withinCodLimit = (total: number) => total <= PAYMENT_SETTINGS.codLimit;

/**
 * The method of an order whose body names none (bodies of the first API): cash on delivery within the COD
 * limit, a bank transfer above it.
 */
export const defaultPaymentMethod = (total: number): PaymentMethod => (withinCodLimit(total) ? 'cod' : 'bank-transfer');

/** The methods a customer may choose at checkout; `account` needs a trade account. */
export const CHECKOUT_METHODS = ['cod', 'bank-transfer', 'online'] as const satisfies readonly PaymentMethod[];

/** Body of POST /api/orders/:id/payments (administrators): a payment or a refund they record by hand. */
export const RecordPaymentBody = z
  .object({
    kind: z.enum(PAYMENT_RECORD_KINDS, { error: 'kind must be payment or refund' }),
    amount: moneyAmount('amount', { min: 'positive' }),
    method: z.enum(RECORDED_METHODS, { error: `method must be one of ${RECORDED_METHODS.join(', ')}` }),
    reference: text('reference', 100),
    /** The day the money moved, in Dhaka (defaults to today there); never in the future. */
    at: DateOnly('at')
      .refine((day) => day <= dhakaDay(), 'at must not be in the future')
      .optional(),
  })
  .strict();
export type RecordPaymentBody = z.infer<typeof RecordPaymentBody>;

/** Answer of POST /api/orders/:id/payment: the gateway's page for a new payment session. */
export const PaymentSession = z.object({ redirectUrl: z.string() });
export type PaymentSession = z.infer<typeof PaymentSession>;

/**
 * The gateway's notification, form-encoded in its own field names: the store's adapter of that gateway reads it
 * (and refuses what is not its form), so no gateway's words are part of this contract.
 */
export const PaymentNotice = z.record(z.string(), z.unknown());
export type PaymentNotice = z.infer<typeof PaymentNotice>;

/** What the store answers the gateway once a notification is handled (whatever it led to). */
export const PaymentNoticeAnswer = z.object({ received: z.literal(true) });

export const PAYMENT_OUTCOMES = ['success', 'fail', 'cancel'] as const;

/**
 * Query of /api/payments/return, where the gateway sends the browser back: the order, which of its addresses, and
 * the customer's language (the store writes all three into the addresses it gives the gateway). A browser there
 * always gets a page, so nothing is refused: a value the store would not have written (another order number's
 * form, an outcome it does not know, a field given twice) reads as absent. The gateway's own parameters pass
 * through for its adapter, which alone knows their names.
 */
export const PaymentReturnQuery = z
  .object({
    order: DocId.optional().catch(undefined),
    outcome: z.enum(PAYMENT_OUTCOMES).optional().catch(undefined),
    lang: z.enum(LOCALES).optional().catch(undefined),
  })
  .passthrough();
export type PaymentReturnQuery = z.infer<typeof PaymentReturnQuery>;

/**
 * The form a gateway posts with the browser it sends back (SSLCommerz posts its transaction's fields to the
 * address): read only by the gateway's adapter, for the order it names; anything else in it is ignored.
 */
export const PaymentReturnForm = z.record(z.string(), z.unknown()).optional().catch(undefined);

/**
 * The payment filters of the order lists: `overdue` is due with its due date passed. Money is due only on orders
 * not cancelled or expired; a refund is due only on those.
 */
export const PAYMENT_FILTERS = ['due', 'overdue', 'paid', 'refund-due'] as const;
export const PaymentFilter = z.enum(PAYMENT_FILTERS, { error: `payment must be one of ${PAYMENT_FILTERS.join(', ')}` });
export type PaymentFilter = z.infer<typeof PaymentFilter>;
