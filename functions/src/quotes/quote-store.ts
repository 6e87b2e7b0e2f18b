import { Timestamp, type DocumentReference, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { lineTotal, sumMoney } from '@store/contract/money';
import type { AcceptQuoteBody } from '@store/contract/order';
import type { CreateQuoteBody, Quote, QuoteStatus, UpdateQuoteBody } from '@store/contract/quote';
import { collections, db, readGroups, runTransaction } from '../firebase';
import { ApiError, invalidField, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { readPage } from '../http/paging';
import { checkRateLimit, rateLimitRef } from '../http/rate-limit';
import { recordAudit } from '../audit/audit-store';
import { mailRef, queueMail, quoteMail, recipientLocale, recipientRef } from '../mail/mail';
import { deliveryHashed, orderRefFor, purchase, QuoteChanged, requestHashOf, type Placed, type QuoteAcceptance } from '../orders/place-order';
import { toQuote, type QuoteDocument } from './quote-model';

/** A quote the caller may see: their own, or any for an administrator. */
function readable(caller: Caller, snap: DocumentSnapshot<QuoteDocument>): QuoteDocument {
  const quote = snap.data();
  if (!quote) throw notFound('Quote');
  if (quote.uid !== caller.uid && !caller.admin) throw new ApiError('permission-denied', 'This is not your quote');
  return quote;
}

/** Asks for a quote on lines of existing tools (any quantity: the stock and the minimum order do not apply). */
export async function requestQuote(caller: Caller, body: CreateQuoteBody): Promise<Quote> {
  const ref = collections.quotes.doc();
  const limitRef = rateLimitRef(caller.uid, 'quotes');
  const {
    limit: [limitSnap],
    recipient: [recipient],
    tools,
  } = await readGroups({ limit: [limitRef], recipient: [recipientRef(caller.uid)], tools: body.lines.map((line) => collections.tools.doc(line.toolId)) });
  const limit = checkRateLimit(limitSnap!, 'quotes');
  const missing = body.lines.flatMap((_line, i) => (tools[i]!.exists ? [] : [i]));
  if (missing.length) {
    throw new ApiError('not-found', 'Tool not found', missing.map((i) => ({ field: `lines.${i}.toolId`, message: 'Tool not found' })));
  }
  const now = Timestamp.now();
  const doc: QuoteDocument = {
    uid: caller.uid,
    email: caller.email,
    lines: body.lines.map((line, i) => ({ toolId: line.toolId, toolname: tools[i]!.data()!.name, quantity: line.quantity })),
    toolIds: body.lines.map((line) => line.toolId),
    ...(body.message !== undefined && { message: body.message }),
    status: 'requested',
    history: [{ status: 'requested', at: now, by: 'customer' }],
    createdAt: now,
    updatedAt: now,
  };
  const quote = toQuote(ref.id, doc);
  const batch = db.batch();
  batch.create(ref, doc);
  limit.count(batch);
  queueMail(batch, mailRef('quote', ref.id, 1), quoteMail(quote, recipientLocale(recipient!)));
  await batch.commit();
  return quote;
}

export async function getQuote(caller: Caller, id: string): Promise<Quote> {
  const snap = await collections.quotes.doc(id).get();
  return toQuote(id, readable(caller, snap));
}

/**
 * A page of quotes, newest first: one customer's (uid) or everyone's, by status. A quoted quote past its
 * expiry is expired: the stored status says "quoted", so those two filters read both and keep the right ones.
 */
export async function listQuotes(options: { uid?: string; status?: QuoteStatus; limit: number; cursor?: string }) {
  let query: Query<QuoteDocument> = collections.quotes;
  if (options.uid) query = query.where('uid', '==', options.uid);
  if (options.status === 'expired') query = query.where('status', 'in', ['quoted', 'expired']);
  else if (options.status) query = query.where('status', '==', options.status);
  const now = Date.now();
  const page = await readPage(query, { orderBy: ['createdAt', 'desc'], limit: options.limit, cursor: options.cursor }, (doc) =>
    toQuote(doc.id, doc.data(), now),
  );
  const quotes = options.status ? page.items.filter((quote) => quote.status === options.status) : page.items;
  return { quotes, nextCursor: page.nextCursor };
}

/** The statuses each change may start from (a quoted quote past its expiry counts as expired). */
const FROM: Record<UpdateQuoteBody['status'], readonly QuoteStatus[]> = {
  // An administrator may answer again (a new price, a new expiry), an expired quote too.
  quoted: ['requested', 'quoted', 'expired'],
  declined: ['requested', 'quoted', 'expired'],
  withdrawn: ['requested', 'quoted'],
};

/**
 * An administrator answers a quote (a unit price for every line and an expiry) or declines it with a reason;
 * the owner withdraws it. The change, its history entry and its mail are one transaction.
 */
export async function updateQuote(caller: Caller, id: string, body: UpdateQuoteBody): Promise<Quote> {
  const ref = collections.quotes.doc(id);
  return runTransaction(async (tx) => {
    const quote = readable(caller, await tx.get(ref));
    if (body.status === 'withdrawn' && quote.uid !== caller.uid) throw new ApiError('permission-denied', 'Only the customer who asked can withdraw a quote');
    if (body.status !== 'withdrawn' && !caller.admin) throw new ApiError('permission-denied', 'Only administrators can answer a quote');
    const current = toQuote(id, quote).status;
    if (!FROM[body.status].includes(current)) throw new ApiError('invalid-transition', `A quote that is ${current} cannot become ${body.status}`);
    // The customer's language for the mail, read (like every read of a transaction) before anything is written.
    const recipient = await tx.get(recipientRef(quote.uid));

    const now = Timestamp.now();
    const change: Partial<QuoteDocument> = {
      status: body.status,
      history: [...quote.history, { status: body.status, at: now, by: body.status === 'withdrawn' ? 'customer' : 'admin' }],
      updatedAt: now,
    };
    if (body.status === 'quoted') {
      const prices = new Map(body.lines.map((line) => [line.toolId, line.unitPrice]));
      const priced = new Set(body.lines.map((line) => line.toolId));
      if (priced.size !== body.lines.length || priced.size !== quote.lines.length || !quote.lines.every((line) => prices.has(line.toolId))) {
        throw invalidField('lines', 'lines must give one unitPrice for each tool of the quote, and no other');
      }
      change.lines = quote.lines.map((line) => {
        const unitPrice = prices.get(line.toolId)!;
        return { ...line, unitPrice, lineTotal: lineTotal(unitPrice, line.quantity) };
      });
      change.total = sumMoney(change.lines.map((line) => line.lineTotal!));
      change.expiresAt = Timestamp.fromDate(new Date(body.expiresAt));
    }
    if (body.status === 'declined') change.reason = body.reason;
    tx.update(ref, change);
    if (body.status !== 'withdrawn') {
      const answer = body.status === 'quoted' ? `quoted ${change.total} until ${body.expiresAt}` : `declined: ${body.reason}`;
      recordAudit(tx, caller, 'quote.answer', id, `Quote ${id} of ${quote.email}: ${answer}`);
    }
    const updated = toQuote(id, { ...quote, ...change });
    queueMail(tx, mailRef('quote', id, updated.history.length), quoteMail(updated, recipientLocale(recipient)));
    return updated;
  });
}

/** Reads of a quote being accepted, each after it changed between its read and the order's commit, before answering 503. */
const QUOTE_READS = 5;

/**
 * The owner accepts a quoted, unexpired quote: an order at the quoted unit prices (stock enforced, the minimum
 * order waived), and the quote marked accepted with the order's id, in the order's one atomic batch, which
 * only commits if the quote is unchanged since it was read. A quote changed meanwhile is read again and
 * judged afresh: of any number of concurrent accepts, one places the order (and the others with its
 * Idempotency-Key answer it).
 */
export async function acceptQuote(caller: Caller, id: string, idempotencyKey: string, body: AcceptQuoteBody): Promise<Placed> {
  const ref = collections.quotes.doc(id);
  const orderId = orderRefFor(caller.uid, idempotencyKey).id;
  for (let read = 1; ; read++) {
    const snap = await ref.get();
    const quote = readable(caller, snap);
    if (quote.uid !== caller.uid) throw new ApiError('permission-denied', 'Only the customer who asked can accept a quote');
    try {
      return await purchase({
        caller,
        idempotencyKey,
        requestHash: requestHashOf([
          'quote',
          id,
          body.address,
          body.phone,
          body.poNumber ?? null,
          ...(body.paymentMethod ? [body.paymentMethod] : []),
          ...deliveryHashed(body.delivery),
        ]),
        // A quote's tools and quantities never change once requested: only its prices, status and expiry do.
        lines: quote.lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
        delivery: { address: body.address, phone: body.phone, poNumber: body.poNumber, delivery: body.delivery },
        paymentMethod: body.paymentMethod,
        quote: acceptance(ref, snap, quote, orderId),
      });
    } catch (error) {
      if (!(error instanceof QuoteChanged)) throw error;
      if (read >= QUOTE_READS) throw new ApiError('unavailable', 'This quote is changing. Please try again in a moment.');
    }
  }
}

/** What accepting the quote as read means for the order: its prices, its refusal if it cannot be accepted now, its accepted form. */
function acceptance(ref: DocumentReference<QuoteDocument>, snap: DocumentSnapshot<QuoteDocument>, quote: QuoteDocument, orderId: string): QuoteAcceptance {
  const now = Timestamp.now();
  const { status } = toQuote(ref.id, quote, now.toMillis());
  const refusal =
    status === 'expired'
      ? new ApiError('quote-expired', 'This quote has expired: ask for a new one')
      : status !== 'quoted'
        ? new ApiError('invalid-transition', `A quote that is ${status} cannot be accepted`)
        : undefined;
  const accepted = {
    status: 'accepted' as const,
    orderId,
    history: [...quote.history, { status: 'accepted' as const, at: now, by: 'customer' as const }],
    updatedAt: now,
  };
  const mailed = toQuote(ref.id, { ...quote, ...accepted });
  return {
    ref,
    readAt: snap.updateTime!,
    refusal,
    unitPrices: new Map(quote.lines.map((line) => [line.toolId, line.unitPrice!])),
    accepted,
    mail: { ref: mailRef('quote', ref.id, mailed.history.length), message: (locale) => quoteMail(mailed, locale) },
  };
}
