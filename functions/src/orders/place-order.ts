import { createHash } from 'node:crypto';
import { STORE_CURRENCY } from '@store/contract/constants';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import type { Locale } from '@store/contract/locale';
import type { Order, OrderCompany, OrderLineInput, OrderStatus, PlaceOrderBody } from '@store/contract/order';
import type { CheckoutDelivery } from '@store/contract/delivery';
import { needsApproval } from '@store/contract/company';
import { defaultPaymentMethod, PAYMENT_SETTINGS, withinCodLimit, type PaymentMethod } from '@store/contract/payment';
import { formatMoney } from '@store/contract/money';
import { collections, commitOptimistically, db, readGroups } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { checkRateLimit, rateLimitRef } from '../http/rate-limit';
import { mailRef, orderMail, queueMail, recipientLocale, recipientRef } from '../mail/mail';
import type { MailDocument } from '../mail/mail-model';
import { reviewRefsOf, settleReviewsMissed, verifyReviews } from '../reviews/review-badge';
import type { CartDocument } from '../cart/cart-model';
import { creditRefusal, hasOverdueOrder, takeCredit } from '../companies/company-credit';
import type { CompanyDocument, MembershipDocument } from '../companies/company-model';
import type { ReviewDocument } from '../reviews/review-model';
import type { ToolDocument } from '../tools/tool-model';
import { toOrder, type OrderDocument } from './order-model';
import { newPayment, statusOnPlacing } from './order-payment';
import { holdsStock, takeStock } from './order-writer';
import { priceOrder } from './order-pricing';
import { checkoutDestination, orderDelivery } from '../delivery/delivery-charge';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Tries of one purchase before answering 503; each lost try means another buyer's order went in. */
const ORDER_ATTEMPTS = 30;

/** Where an order goes, as checkout and accepting a quote give it (see checkoutDestination). */
export interface Delivery {
  address?: string;
  phone: string;
  poNumber?: string;
  delivery?: CheckoutDelivery;
}

/**
 * A quote the purchase accepts, as its acceptance read it: the order is priced from its unit prices, and
 * marks it accepted in the order's commit, which only goes in if the quote is unchanged since `readAt`.
 */
export interface QuoteAcceptance {
  /** Typed by quotes/, which orders/ does not depend on. */
  ref: DocumentReference<any, any>;
  /** The quote's update time when it was read. */
  readAt: Timestamp;
  /** Why the quote cannot be accepted, if it cannot: refused unless the purchase is a retry of one placed already. */
  refusal?: ApiError;
  unitPrices: ReadonlyMap<string, number>;
  /** The quote's fields once accepted by this order. */
  accepted: Record<string, unknown>;
  /** The mail that tells the customer so, in their language (read with the order's other documents). */
  mail: { ref: DocumentReference<MailDocument>; message: (locale: Locale) => Omit<MailDocument, 'createdAt'> };
}

/** The quote being accepted changed after it was read: its acceptance reads it again. */
export class QuoteChanged extends Error {
  constructor() {
    super('The quote changed while it was being accepted');
  }
}

interface Purchase {
  caller: Caller;
  idempotencyKey: string;
  /** Hash of what was asked: a reused key with another request is refused. */
  requestHash: string;
  lines: OrderLineInput[];
  delivery: Delivery;
  expectedTotal?: number;
  /** As the buyer chose it; absent in the first API's bodies (see defaultPaymentMethod). */
  paymentMethod?: PaymentMethod;
  quote?: QuoteAcceptance;
}

/**
 * Places an order: it checks every line's minimum order and stock, snapshots each line's unit price (tiers
 * applied), and in one atomic batch takes every line's units from stock, writes the order with its first
 * history entry and mail, and removes its tools from the buyer's cart. The batch only commits if every tool,
 * the cart and the caller's rate window are unchanged since they were read (and the order does not exist
 * yet), so no stock goes below zero and the order is whole or absent; a try that loses the race reads again.
 * This optimistic form, rather than a transaction, lets many buyers of one tool through quickly: transactions
 * holding read locks on a hot tool deadlock each other until a lock times out (the emulator's 2 s, over and
 * over), which took 30 simultaneous buyers past the function's timeout. The order's id is derived from the
 * caller and the Idempotency-Key, so a retry finds the first order instead of making a second one.
 */
export function placeOrder(caller: Caller, idempotencyKey: string, body: PlaceOrderBody): Promise<Placed> {
  const { lines, expectedTotal, paymentMethod, ...delivery } = body;
  const requestHash = requestHashOf([
    'order',
    lines.map((line) => [line.toolId, line.quantity]),
    delivery.address,
    delivery.phone,
    delivery.poNumber ?? null,
    ...(paymentMethod ? [paymentMethod] : []),
    ...deliveryHashed(delivery.delivery),
  ]);
  return purchase({ caller, idempotencyKey, requestHash, lines, delivery, expectedTotal, paymentMethod });
}

/** The id of the order a caller's Idempotency-Key makes. */
export const orderRefFor = (uid: string, idempotencyKey: string) => collections.orders.doc(sha256(`${uid}:${idempotencyKey}`).slice(0, 28));

export const requestHashOf = (parts: unknown[]) => sha256(JSON.stringify(parts));

/** A body's `delivery` in its request hash; nothing for a body without one, so its hash is what it always was. */
export const deliveryHashed = (delivery: CheckoutDelivery | undefined) =>
  delivery ? [['delivery', delivery.method, delivery.address ? [delivery.address.lines, delivery.address.area, delivery.address.district] : null]] : [];

/**
 * An order placed, or found again by its Idempotency-Key (replayed), with what its checkout needs next and the
 * purchase read anyway: the buyer's language, and for an order found again the gateway's page last opened for it.
 * Checkout opens an online order's payment page with them, so it need not read either again.
 */
export interface Placed {
  order: Order;
  replayed: boolean;
  locale: Locale;
  paymentPage?: string;
}

/** Places the order of a purchase (placeOrder, or a quote's acceptance): see placeOrder. */
export async function purchase(p: Purchase): Promise<Placed> {
  const { uid } = p.caller;
  const orderRef = orderRefFor(uid, p.idempotencyKey);
  const toolIds = p.lines.map((line) => line.toolId);
  const busy = () => new ApiError('unavailable', 'Too many orders for these tools at once. Please try again in a moment.');

  return commitOptimistically(ORDER_ATTEMPTS, busy, async () => {
    // On account: the buyer's membership names the company whose credit the order takes. It is read again with the
    // company below, as the order stands on the member's role and limit as they are then: the owner's changes to a
    // membership also change the company, on which the order's commit is preconditioned.
    const membershipRef = collections.memberships.doc(uid);
    const named = p.paymentMethod === 'account' ? (await membershipRef.get()).data() : undefined;
    const {
      order: [existing],
      limit: [limitSnap],
      cart: [cart],
      recipient: [recipient],
      quote: [quote],
      company: [company],
      membership: [membership],
      tools,
      reviews,
    } = await readGroups({
      order: [orderRef],
      limit: [rateLimitRef(uid, 'orders')],
      cart: [collections.carts.doc(uid)],
      recipient: [recipientRef(uid)],
      quote: p.quote ? [p.quote.ref] : [],
      company: named ? [collections.companies.doc(named.companyId)] : [],
      membership: named ? [membershipRef] : [],
      tools: toolIds.map((toolId) => collections.tools.doc(toolId)),
      reviews: reviewRefsOf(uid, toolIds),
    });
    if (existing!.exists) {
      const stored = existing!.data()!;
      if (stored.requestHash !== p.requestHash) throw new ApiError('idempotency-key-reused', 'This Idempotency-Key was already used for a different order');
      return { order: toOrder(orderRef.id, stored), replayed: true, locale: recipientLocale(recipient!), paymentPage: stored.gateway?.redirectUrl };
    }
    const limit = checkRateLimit(limitSnap!, 'orders');
    if (p.quote && !quote!.updateTime?.isEqual(p.quote.readAt)) throw new QuoteChanged();
    if (p.quote?.refusal) throw p.quote.refusal;
    const destination = checkoutDestination(p.delivery);
    const pricing = priceOrder({
      requested: p.lines,
      tools: tools.map((tool) => tool.data()),
      quotedUnitPrices: p.quote?.unitPrices,
      delivery: destination.choice,
      expectedTotal: p.expectedTotal,
    });
    if (pricing.refusal) throw pricing.refusal;
    const method = paymentMethodFor(p.paymentMethod, pricing.total);
    const account = method === 'account' ? await accountFor(membership?.data(), company, pricing.total) : undefined;

    const now = Timestamp.now();
    const { payment, deadline } = newPayment(method, pricing.total, STORE_CURRENCY, now);
    const status: OrderStatus = account?.awaitingApproval ? 'awaiting-approval' : statusOnPlacing(method);
    const doc: OrderDocument = {
      uid,
      email: p.caller.email,
      lines: pricing.lines,
      toolIds,
      units: pricing.lines.reduce((sum, line) => sum + line.quantity, 0),
      total: pricing.total,
      currency: STORE_CURRENCY,
      address: destination.address,
      phone: p.delivery.phone,
      ...(p.delivery.poNumber !== undefined && { poNumber: p.delivery.poNumber }),
      delivery: orderDelivery(pricing.delivery!, destination.deliveryAddress),
      status,
      history: [{ status, at: now, by: 'customer' }],
      ...(p.quote && { quoteId: p.quote.ref.id }),
      payment,
      ...(account && { company: account.company }),
      ...(deadline && { deadline }),
      idempotencyKey: p.idempotencyKey,
      requestHash: p.requestHash,
      createdAt: now,
      updatedAt: now,
    };
    const order = toOrder(orderRef.id, doc);
    const credit = account && { company: company!, taken: account.awaitingApproval ? 0 : pricing.total };
    const locale = recipientLocale(recipient!);
    await commitOrder({ ref: orderRef, doc, order, tools, cart: cart!, reviews, limit, quote: p.quote, credit, locale });
    if (holdsStock(status)) await settleReviewsMissed(uid, toolIds, reviews);
    return { order, replayed: false, locale };
  });
}

/** The method an order is paid by: the buyer's choice where they may make it. */
function paymentMethodFor(chosen: PaymentMethod | undefined, total: number): PaymentMethod {
  if (!chosen) return defaultPaymentMethod(total);
  if (chosen === 'cod' && !withinCodLimit(total)) {
    throw new ApiError('cod-limit', `Cash on delivery is available for orders up to ${formatMoney(PAYMENT_SETTINGS.codLimit)}: choose a bank transfer or pay online`);
  }
  return chosen;
}

/**
 * The trade account an order on account goes on, checked as read: the buyer must belong to an approved company
 * (409 not-a-member) that is not on hold and has the credit for it (409 credit-hold, credit-limit). Above the
 * buyer's own order limit, the order waits for an owner's or approver's approval, which takes the credit then.
 */
async function accountFor(membership: MembershipDocument | undefined, company: DocumentSnapshot<CompanyDocument> | undefined, total: number) {
  const stored = company?.data();
  if (!membership || membership.companyId !== company?.id || !stored || stored.status !== 'approved' || stored.termsDays === null) {
    throw new ApiError('not-a-member', 'Paying on account needs an approved trade account');
  }
  const refusal = creditRefusal(stored, !stored.hold && (await hasOverdueOrder(company!.id)), total);
  if (refusal) throw refusal;
  const orderCompany: OrderCompany = { id: company!.id, name: stored.name, termsDays: stored.termsDays };
  return { company: orderCompany, awaitingApproval: membership.role === 'buyer' && needsApproval(total, membership.orderLimit) };
}

interface OrderCommit {
  ref: DocumentReference<OrderDocument>;
  doc: OrderDocument;
  order: Order;
  /** As read: the tool of each line, the buyer's cart and their review of each line's tool. */
  tools: DocumentSnapshot<ToolDocument>[];
  cart: DocumentSnapshot<CartDocument>;
  reviews: DocumentSnapshot<ReviewDocument>[];
  /** The buyer's order rate window, counting this one. */
  limit: { count(batch: WriteBatch): void };
  quote?: QuoteAcceptance;
  /**
   * An account order's company, as read, and the credit the order takes (none while it awaits approval): the commit
   * is preconditioned on the company either way, so a change of its credit or its members reads the order again.
   */
  credit?: { company: DocumentSnapshot<CompanyDocument>; taken: number };
  /** The buyer's language, for the mails. */
  locale: Locale;
}

/**
 * Commits a new order in one batch: the order and its mail; each line's units out of its tool's stock; the
 * buyer's order counted in their rate window; their reviews of its tools verified; its tools out of their
 * cart; the quote it accepts marked accepted. Every document read is preconditioned on being as read, so a
 * lost race commits nothing.
 */
async function commitOrder({ ref, doc, order, tools, cart, reviews, limit, quote, credit, locale }: OrderCommit) {
  const batch = db.batch();
  batch.create(ref, doc);
  limit.count(batch);
  queueMail(batch, mailRef('order', ref.id, 1), orderMail(order, locale));
  if (holdsStock(doc.status)) {
    takeStock(batch, doc.lines, tools, doc.createdAt);
    verifyReviews(batch, reviews);
  }
  if (credit) takeCredit(batch, credit.company, credit.taken, doc.createdAt);
  const cartLines = cart.data()?.lines ?? [];
  const left = cartLines.filter((line) => !doc.toolIds.includes(line.toolId));
  if (left.length !== cartLines.length) batch.update(cart.ref, { lines: left, updatedAt: doc.createdAt }, { lastUpdateTime: cart.updateTime! });
  if (quote) {
    batch.update(quote.ref, quote.accepted, { lastUpdateTime: quote.readAt });
    queueMail(batch, quote.mail.ref, quote.mail.message(locale));
  }
  await batch.commit();
}
