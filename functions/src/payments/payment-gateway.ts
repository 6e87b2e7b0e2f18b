// What the store asks of a payment gateway, in the store's words. The one implementation speaks SSLCommerz's
// hosted-checkout protocol (sslcommerz.ts); its field names stay inside it, so the rest of payments/ reads the
// same whichever gateway stands behind this. A courier's adapter follows the same shape: a session or booking
// started, a notice read into neutral terms, the outside world's own account asked before anything is applied.

/** A gateway call that answered nothing usable: the caller retries later (a 503, or the sweep's next round). */
export class GatewayUnavailable extends Error {}

/** What the gateway needs to open a payment page: the order, the amount, who pays, and the store's four addresses. */
export interface PaymentSessionRequest {
  orderId: string;
  /** Taka, at most two decimals. */
  amount: number;
  currency: string;
  customer: { name: string; email: string; address: string; phone: string };
  productName: string;
  items: number;
  urls: { success: string; fail: string; cancel: string; notify: string };
}

/** A notice the gateway sent the store, read: which order, what it claims, and the reference to confirm it by. */
export interface PaymentNoticeClaim {
  orderId: string;
  claims: 'paid' | 'failed' | 'other';
  /** The payment's reference at the gateway, for a notice of payment: what the store asks the gateway about. */
  reference?: string;
}

/** A payment the gateway confirmed: its own figures, the only ones the store applies. */
export interface ConfirmedPayment {
  orderId: string;
  /** The payment's reference: the payment record's, one per payment however often it is notified. */
  reference: string;
  /** The gateway's transaction of the money, which a refund of it names. */
  transactionId: string;
  /** Taka, as the gateway reports it paid. */
  amount: number;
  currency: string;
}

/** One attempt to pay for an order, as the gateway keeps it. */
export interface PaymentAttempt {
  outcome: 'paid' | 'failed' | 'cancelled' | 'pending';
}

export interface RefundRequest {
  /** The confirmed payment's transaction (ConfirmedPayment.transactionId). */
  transactionId: string;
  amount: number;
  /** Makes the refund safe to send again: the gateway refunds once per key and answers the same reference. */
  refundKey: string;
  remarks: string;
}

export interface PaymentGateway {
  /** Opens a payment page: its address, where the customer is sent. */
  startSession(request: PaymentSessionRequest): Promise<{ redirectUrl: string }>;
  /** Reads the gateway's notice (its form, as posted): a 400 for what is not one. Asks nothing of the gateway. */
  readNotice(form: unknown): PaymentNoticeClaim;
  /**
   * The order that the gateway's own fields name, in the query or form it sends the customer's browser back with,
   * if they name one; a hint for which page to show, never a claim about money. Refuses nothing.
   */
  returnedOrder(fields: Record<string, unknown>): string | undefined;
  /** Asks the gateway about a payment it notified: the payment if it confirms it as valid, else null. */
  confirmPayment(reference: string): Promise<ConfirmedPayment | null>;
  /** The attempts to pay for an order, as the gateway knows them. */
  attemptsOf(orderId: string): Promise<PaymentAttempt[]>;
  /** Refunds part or all of a confirmed payment: the gateway's reference of the refund. */
  refund(request: RefundRequest): Promise<string>;
}
