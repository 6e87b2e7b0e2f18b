import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { Locale } from '@store/contract/locale';
import { fromPoisha, sumMoney } from '@store/contract/money';
import { CLOSED_STATUSES, SOLD_STATUSES, type ChangedBy, type Order, type OrderLine, type OrderStatus } from '@store/contract/order';
import { creditRefusal, hasOverdueOrder, moveOutstanding, owedOnAccount } from '../companies/company-credit';
import { collections } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import { mailRef, orderMail, paymentMail, paymentMailRef, queueMail, readRecipientLocale, readRecipientLocales, type PaymentNews } from '../mail/mail';
import { badgesLostByCancelling, withdrawBadges } from '../reviews/review-badge';
import type { ToolDocument } from '../tools/tool-model';
import {
  statusChange,
  toOrder,
  type GatewayDocument,
  type GatewayPaymentDocument,
  type OrderDocument,
  type PaymentDeadline,
  type PaymentDocument,
  type PaymentRecordDocument,
  type ShippingDocument,
} from './order-model';
import { nextDeadline, paymentOnMove, refundOwed, withRecord } from './order-payment';

// The one writer of an order once it is placed (placing it is place-order.ts). Payments, approvals and the deadline
// sweep call these verbs inside their own transaction and never update an order themselves, so a rule about what
// happens when an order moves or money arrives is written once, here. Firestore wants a transaction's reads before
// its writes: a verb that reads says so, and the others take what they need as read.

/** An order as read in the caller's transaction: where it is stored and what it held then. */
export interface StoredOrder {
  ref: DocumentReference<OrderDocument>;
  doc: OrderDocument;
}

export const orderRef = (id: string) => collections.orders.doc(id);

/** Reads an order in `tx`, if there is one. */
export async function readOrderIfAny(tx: Transaction, id: string): Promise<StoredOrder | undefined> {
  const ref = orderRef(id);
  const doc = (await tx.get(ref)).data();
  return doc && { ref, doc };
}

/** Reads orders in `tx` in one call: those that exist. */
export async function readOrdersIfAny(tx: Transaction, ids: readonly string[]): Promise<StoredOrder[]> {
  if (ids.length === 0) return [];
  const snaps = await tx.getAll(...ids.map(orderRef));
  return snaps.flatMap((snap) => {
    const doc = snap.data();
    return doc ? [{ ref: snap.ref, doc }] : [];
  });
}

/** Reads an order in `tx` (404 when there is none). */
export async function readOrder(tx: Transaction, id: string): Promise<StoredOrder> {
  const order = await readOrderIfAny(tx, id);
  if (!order) throw notFound('Order');
  return order;
}

/** Reads an order outside a transaction, as it stands (undefined when there is none). */
export const findOrder = async (id: string): Promise<OrderDocument | undefined> => (await orderRef(id).get()).data();

/** An order awaiting approval has taken nothing yet: no stock, no credit, no purchase for the buyer's reviews. */
export const holdsStock = (status: OrderStatus) => status !== 'awaiting-approval';

/** What a move reads before it writes: the buyer's language and, for a move that gives stock back, the tools and badges. */
interface MoveReads {
  locale: Locale;
  tools: DocumentSnapshot<ToolDocument>[];
  lostBadges: DocumentReference[];
}

/** What a move changes beside the status: a payment the caller changed (money arrived), a decision on approval. */
interface MoveChanges {
  payment?: PaymentDocument;
  approval?: OrderDocument['approval'];
  gateway?: GatewayDocument;
  shipping?: ShippingDocument;
}

/** The units of line `i` the order still holds: those received back from a shipment went into stock already. */
const heldUnits = (doc: OrderDocument, i: number) => doc.lines[i]!.quantity - (doc.shipping?.restocked[i] ?? 0);

const givesStockBack = (order: OrderDocument, status: OrderStatus) => CLOSED_STATUSES.includes(status) && holdsStock(order.status);

/**
 * The reviews whose verified-purchase badge closing the order takes away. Only an order that counted as a
 * purchase (SOLD_STATUSES) can hold a badge up: an online order that was never paid never did, so expiring it
 * reads none.
 */
function badgesLostByClosing(tx: Transaction, { ref, doc }: StoredOrder, status: OrderStatus): Promise<DocumentReference[]> | [] {
  if (!givesStockBack(doc, status) || !SOLD_STATUSES.includes(doc.status)) return [];
  return badgesLostByCancelling(tx, doc.uid, [...new Set(doc.lines.map((line) => line.toolId))], ref.id);
}

async function readForMove(tx: Transaction, order: StoredOrder, status: OrderStatus): Promise<MoveReads> {
  const { doc } = order;
  const toolIds = givesStockBack(doc, status) ? doc.lines.map((line) => line.toolId) : [];
  const [locale, tools, lostBadges] = await Promise.all([
    readRecipientLocale(tx, doc.uid),
    Promise.all(toolIds.map((toolId) => tx.get(collections.tools.doc(toolId)))),
    badgesLostByClosing(tx, order, status),
  ]);
  return { locale, tools, lostBadges };
}

/** The fields a move writes of the payment: as the move leaves it, and the deadline the sweep acts on next. */
function paymentFields(order: OrderDocument, status: OrderStatus, now: Timestamp, changed?: PaymentDocument) {
  if (!order.payment) return {};
  const payment = paymentOnMove(changed ?? order.payment, status, now, order.company?.termsDays);
  return { payment, deadline: nextDeadline(order, payment, status, now) };
}

function writeMove(tx: Transaction, { ref, doc }: StoredOrder, reads: MoveReads, status: OrderStatus, by: ChangedBy, changes: MoveChanges): Order {
  const now = Timestamp.now();
  reads.tools.forEach((tool, i) => {
    if (tool.exists && heldUnits(doc, i) > 0) tx.update(tool.ref, { available: FieldValue.increment(heldUnits(doc, i)), inStock: true, updatedAt: now });
  });
  withdrawBadges(tx, reads.lostBadges);
  const change = {
    ...statusChange(doc, status, by, now),
    ...paymentFields(doc, status, now, changes.payment),
    ...(changes.approval && { approval: changes.approval }),
    ...(changes.gateway && { gateway: changes.gateway }),
    ...(changes.shipping && { shipping: changes.shipping }),
  };
  tx.update(ref, { ...change, deadline: change.deadline ?? FieldValue.delete() });
  moveOutstanding(tx, doc, { ...doc, ...change });
  const moved = toOrder(ref.id, { ...doc, ...change });
  queueMail(tx, mailRef('order', ref.id, moved.history.length), orderMail(moved, reads.locale));
  return moved;
}

/**
 * Moves an order to `status` inside `tx`, with its history entry and its mail in the buyer's language. Cancelling
 * or expiring gives every line's units back to stock and, for each tool the buyer no longer has a standing order
 * of, withdraws the verified-purchase badge of their review; money held for it becomes due back (an online refund
 * is left to the deadline sweep, which asks the gateway). An account order's company's outstanding balance moves
 * with what the order still owes; an order that awaited approval took no stock, so none goes back. The caller has
 * read the order in `tx` and checked the move, so this runs once per change. It reads, so it comes before any
 * write of the caller's.
 */
export async function moveOrder(tx: Transaction, order: StoredOrder, status: OrderStatus, by: ChangedBy, changes: MoveChanges = {}): Promise<Order> {
  return writeMove(tx, order, await readForMove(tx, order, status), status, by, changes);
}

/**
 * Expires unpaid online orders together inside `tx`, each as moveOrder would (history, mail, payment), with the
 * stock they held given back in one update per tool: after a rush of unpaid checkouts, a thousand orders of one
 * tool expire in a few transactions instead of a thousand queued on that tool's document. The caller has read
 * each order in `tx` and checked it is due. It reads, so it comes before any write of the caller's.
 */
export async function expireOrders(tx: Transaction, orders: readonly StoredOrder[]): Promise<Order[]> {
  const giving = orders.filter(({ doc }) => givesStockBack(doc, 'expired'));
  const toolIds = [...new Set(giving.flatMap(({ doc }) => doc.lines.map((line) => line.toolId)))];
  const [tools, locales, lostBadges] = await Promise.all([
    toolIds.length ? tx.getAll(...toolIds.map((toolId) => collections.tools.doc(toolId))) : [],
    readRecipientLocales(tx, orders.map(({ doc }) => doc.uid)),
    Promise.all(orders.map((order) => badgesLostByClosing(tx, order, 'expired'))),
  ]);
  const units = new Map<string, number>();
  for (const { doc } of giving) doc.lines.forEach((line, i) => units.set(line.toolId, (units.get(line.toolId) ?? 0) + heldUnits(doc, i)));
  const now = Timestamp.now();
  for (const tool of tools) {
    const back = units.get(tool.id)!;
    if (tool.exists && back > 0) tx.update(tool.ref, { available: FieldValue.increment(back), inStock: true, updatedAt: now });
  }
  return orders.map((order, i) => writeMove(tx, order, { locale: locales.get(order.doc.uid)!, tools: [], lostBadges: lostBadges[i]! }, 'expired', 'system', {}));
}

/** What a shipment changed of its order: the units shipped, the status it leaves the order in, and cash the courier collected. */
export interface ShippingChange {
  shipping: ShippingDocument;
  status: OrderStatus;
  by: ChangedBy;
  /** The cash a courier collected on delivery, as the payment record it becomes. */
  collected?: PaymentRecordDocument;
}

/**
 * Writes what a shipment did to its order inside `tx`: its units (ShippingDocument) and, when the order's status
 * changes with them (partly shipped, shipped, delivered, or back to confirmed once every unit came back), the
 * move, with its history, mail and payment rules (an account order falls due once shipped); and cash a courier
 * collected, as a payment record with the buyer's mail. The caller has read the order in `tx` and checked the
 * shipment against it. It reads (the buyer's language), so it comes before any write of the caller's.
 */
export async function changeShipping(tx: Transaction, order: StoredOrder, change: ShippingChange): Promise<Order> {
  const { ref, doc } = order;
  const moving = change.status !== doc.status;
  const reads = moving ? await readForMove(tx, order, change.status) : { locale: await readRecipientLocale(tx, doc.uid), tools: [], lostBadges: [] };
  const before = doc.payment ?? legacyPayment(ref.id, doc);
  const payment = change.collected ? withRecord(before, change.collected, change.status) : undefined;
  let moved: Order;
  if (moving) {
    moved = writeMove(tx, order, reads, change.status, change.by, { shipping: change.shipping, ...(payment && { payment }) });
  } else {
    const now = Timestamp.now();
    const changed = { ...doc, shipping: change.shipping, ...(payment && { payment }), updatedAt: now };
    const deadline = payment ? nextDeadline(doc, payment, doc.status, now) : doc.deadline;
    tx.update(ref, { shipping: change.shipping, updatedAt: now, ...(payment && { payment, deadline: deadline ?? FieldValue.delete() }) });
    if (payment) moveOutstanding(tx, doc, changed);
    moved = toOrder(ref.id, changed);
  }
  if (payment && change.collected) {
    const n = payment.records.length;
    queueMail(tx, paymentMailRef(ref.id, 'received', n), paymentMail(moved, 'received', reads.locale, change.collected.amount));
  }
  return moved;
}

/** Money that moved on an order: the record, and what else comes with it. */
export interface MoneyMoved {
  record: PaymentRecordDocument;
  /** What the buyer is told; nothing for a payment that only comes back (paid after the order expired). */
  mail?: Extract<PaymentNews, 'received' | 'refunded'>;
  /** A payment the gateway confirmed: kept, so that a refund of it names it. */
  gatewayPayment?: GatewayPaymentDocument;
  /** A refund through the gateway: the confirmed payment it gives back (part of). */
  refundOf?: string;
}

/** The gateway's side of an order once `moved` is applied. */
function gatewayAfter(gateway: GatewayDocument | undefined, moved: MoneyMoved): GatewayDocument | undefined {
  if (!moved.gatewayPayment && !moved.refundOf) return undefined;
  const payments = (gateway?.payments ?? []).map((payment) =>
    payment.reference === moved.refundOf ? { ...payment, refunded: sumMoney([payment.refunded ?? 0, moved.record.amount]) } : payment,
  );
  return { sessions: gateway?.sessions ?? 0, ...(gateway?.redirectUrl && { redirectUrl: gateway.redirectUrl }), payments: [...payments, ...(moved.gatewayPayment ? [moved.gatewayPayment] : [])] };
}

/**
 * Records money received for, or given back on, an order inside `tx`: the record and the payment's figures and
 * status, the deadline the sweep acts on next, the company's outstanding balance for an account order, and the
 * buyer's mail, together. An online order awaiting payment that the payment covers moves on to pending with it.
 * `locale` is the buyer's language as the caller read it (readRecipientLocale), so this only writes. Answers the order as
 * it now stands and what it holds beyond what it is owed.
 */
export function recordMoney(tx: Transaction, { ref, doc }: StoredOrder, moved: MoneyMoved, locale: Locale): { order: Order; refundOwed: number } {
  const before = doc.payment ?? legacyPayment(ref.id, doc);
  const gateway = gatewayAfter(doc.gateway, moved);
  const asPending = withRecord(before, moved.record, 'pending');
  const { order, payment } =
    doc.status === 'awaiting-payment' && asPending.status === 'paid'
      ? { order: writeMove(tx, { ref, doc }, { locale, tools: [], lostBadges: [] }, 'pending', 'system', { payment: asPending, gateway }), payment: asPending }
      : writeMoney(tx, { ref, doc }, withRecord(before, moved.record, doc.status), gateway);
  if (moved.mail) {
    // Numbered by the record, or for the gateway's refunds by the refund (the number its refund key carries).
    const n = moved.refundOf ? payment.records.filter((record) => record.kind === 'refund').length : payment.records.length;
    queueMail(tx, paymentMailRef(ref.id, moved.mail, n), paymentMail(order, moved.mail, locale, moved.record.amount));
  }
  return { order, refundOwed: refundOwed(payment, order.status) };
}

/** Writes an order's payment as money moved it, with the deadline and the company balance it leaves, its status unchanged. */
function writeMoney(tx: Transaction, { ref, doc }: StoredOrder, payment: PaymentDocument, gateway: GatewayDocument | undefined) {
  const now = Timestamp.now();
  const deadline = nextDeadline(doc, payment, doc.status, now);
  tx.update(ref, { payment, deadline: deadline ?? FieldValue.delete(), updatedAt: now, ...(gateway && { gateway }) });
  moveOutstanding(tx, doc, { ...doc, payment });
  return { order: toOrder(ref.id, { ...doc, payment, updatedAt: now }), payment };
}

/** The stored form of the payment of an order placed before the store took payments (read as due). */
function legacyPayment(id: string, doc: OrderDocument): PaymentDocument {
  const { payment } = toOrder(id, doc);
  return { method: payment.method, status: payment.status, amountDue: payment.amountDue, amountPaid: payment.amountPaid, currency: payment.currency, dueAt: null, records: [] };
}

/** Flags an order's payment for an administrator: the gateway confirmed money that does not match the order. */
export function flagPayment(tx: Transaction, { ref }: StoredOrder, flag: { reason: string; reference: string }) {
  const now = Timestamp.now();
  tx.update(ref, { 'payment.flag': { at: now, ...flag }, updatedAt: now });
}

/** Notes a payment page opened at the gateway for an order (each "Pay now" opens one): a retried checkout answers it. */
export async function notePaymentPage(orderId: string, redirectUrl: string) {
  await orderRef(orderId).update({ 'gateway.sessions': FieldValue.increment(1), 'gateway.redirectUrl': redirectUrl });
}

/** Sets the deadline the sweep acts on next, or clears it (undefined): the order's other fields stay as they are. */
export function setDeadline(tx: Transaction, { ref }: StoredOrder, deadline: PaymentDeadline | undefined) {
  tx.update(ref, { deadline: deadline ?? FieldValue.delete() });
}

/** Each line's units out of its tool's stock as read: the commit goes in only if every tool is unchanged since. */
export function takeStock(writer: Transaction | WriteBatch, lines: readonly OrderLine[], tools: readonly DocumentSnapshot<ToolDocument>[], now: Timestamp) {
  lines.forEach((line, i) => {
    const tool = tools[i]!;
    const available = tool.data()!.available - line.quantity;
    (writer as WriteBatch).update(tool.ref, { available, inStock: available > 0, updatedAt: now }, { lastUpdateTime: tool.updateTime! });
  });
}

/**
 * Approves an account order that waited for approval, inside `tx`: the stock of every line and the company's hold
 * and available credit are read and checked (409 insufficient-stock, credit-hold, credit-limit when they no longer
 * suffice; nothing written), then the stock is taken and the order moves to pending, its unpaid balance joining the
 * company's outstanding balance in the same commit. It reads, so it comes before any write of the caller's.
 */
export async function approveOrder(tx: Transaction, order: StoredOrder, approval: NonNullable<OrderDocument['approval']>): Promise<Order> {
  const { doc } = order;
  const companyRef = collections.companies.doc(doc.company!.id);
  const [company, reads, ...tools] = await Promise.all([
    tx.get(companyRef),
    readForMove(tx, order, 'pending'),
    ...doc.lines.map((line) => tx.get(collections.tools.doc(line.toolId))),
  ]);
  const account = company.data();
  if (!account || account.status !== 'approved') throw new ApiError('credit-hold', 'This trade account is no longer open for account orders');
  const taken = fromPoisha(owedOnAccount({ ...doc, status: 'pending' }));
  const refusal = creditRefusal(account, !account.hold && (await hasOverdueOrder(companyRef.id)), taken);
  if (refusal) throw refusal;
  const short = doc.lines.flatMap((line, i) => ((tools[i]!.data()?.available ?? 0) < line.quantity ? [i] : []));
  if (short.length) {
    throw new ApiError(
      'insufficient-stock',
      'Not enough stock is left for this order',
      short.map((i) => ({ field: `lines.${i}.quantity`, message: `Only ${tools[i]!.data()?.available ?? 0} left of ${doc.lines[i]!.toolname}` })),
    );
  }
  takeStock(tx, doc.lines, tools, approval.at);
  return writeMove(tx, order, reads, 'pending', 'customer', { approval });
}
