// What the store asks of a courier, in the store's words. The one implementation speaks Steadfast's merchant API
// (steadfast.ts); its field names stay inside it, so shipments/ reads the same whichever courier stands behind this,
// as payments/ does with its gateway: a booking made, a status read into neutral terms, the courier's own account
// asked before any cash it collected is applied.

/** The courier answered nothing usable in time (or was unreachable): the caller keeps the shipment booking-failed, or retries the read. */
export class CourierUnavailable extends Error {}

/** The courier read the booking and refused it, saying why (an invoice it already has, a bad phone): shown to the administrator. */
export class CourierRefused extends Error {}

/**
 * The courier already holds a consignment under this invoice: an earlier booking of the same shipment reached it
 * but its answer was lost (a timeout). Nothing new was booked. The courier's API names no consignment id or
 * tracking code for an invoice, only its status, so the shipment is booked and followed by its invoice
 * (statusByInvoice); its consignment id and tracking code are on the courier's merchant portal. A CourierRefused,
 * so code that knows only refusals still never books twice.
 */
export class CourierAlreadyBooked extends CourierRefused {
  constructor(
    message: string,
    readonly invoice: string,
    /** Where the consignment the courier already holds stands. */
    readonly status: ConsignmentStatus,
  ) {
    super(message);
  }
}

/** One consignment to book: the store's invoice for it (`<order id>-<shipment number>`), where it goes and what to collect. */
export interface ConsignmentRequest {
  /** Unique per shipment: the courier refuses a second booking of one invoice, which makes booking safe to retry. */
  invoice: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX. */
  recipientPhone: string;
  /** At most 250 characters, the district included. */
  recipientAddress: string;
  /** Taka the courier collects on delivery; 0 when nothing is due. */
  codAmount: number;
  itemDescription: string;
  note?: string;
}

/** Where a consignment stands, in the store's words; `unchanged` for the courier's states that keep the previous one. */
export type ConsignmentState = 'in-transit' | 'on-hold' | 'delivered' | 'partially-delivered' | 'returning' | 'unchanged';

export interface BookedConsignment {
  consignmentId: string;
  trackingCode: string;
  state: ConsignmentState;
}

export interface ConsignmentStatus {
  state: ConsignmentState;
  /** The courier's own word for it ("partial_delivered"), kept in the shipment's history. */
  courierStatus: string;
}

export interface Courier {
  /** Books one consignment. CourierRefused when it says no, CourierUnavailable when it does not answer. */
  book(request: ConsignmentRequest): Promise<BookedConsignment>;
  /** Books up to the courier's batch size at once: an answer per request, in order (a refusal is per request). */
  bookMany(requests: readonly ConsignmentRequest[]): Promise<(BookedConsignment | CourierRefused)[]>;
  /** What the courier knows of the consignment booked under `invoice`: null when it knows none. */
  statusByInvoice(invoice: string): Promise<ConsignmentStatus | null>;
  statusByConsignment(consignmentId: string): Promise<ConsignmentStatus | null>;
  statusByTrackingCode(trackingCode: string): Promise<ConsignmentStatus | null>;
  /** The merchant account's balance at the courier, taka. */
  balance(): Promise<number>;
  /** The courier's public tracking page of a code, for the customer. */
  trackingUrl(trackingCode: string): string;
}
