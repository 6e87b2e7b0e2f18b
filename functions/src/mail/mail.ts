import { FieldValue, type DocumentReference, type WriteBatch, type Transaction } from 'firebase-admin/firestore';
import { IntlMessageFormat } from 'intl-messageformat';
import { STORE_CURRENCY } from '@store/contract/constants';
import { formattersFor } from '@store/contract/format';
import { DEFAULT_LOCALE, INTL_LOCALE, localizedPath, type Locale } from '@store/contract/locale';
import { CLOSED_STATUSES, type Order, type OrderStatus } from '@store/contract/order';
import { PAYMENT_SETTINGS, paymentBalance, type PaymentMethod } from '@store/contract/payment';
import type { Quote, QuoteStatus } from '@store/contract/quote';
import type { Carrier, Shipment } from '@store/contract/shipment';
import type { Company, Invitation, InvitedRole } from '@store/contract/company';
import { escapeMarkup } from '@store/contract/markup';
import { DELIVERY_SETTINGS } from '@store/contract/delivery-settings';
import { districtEntry, districtNamed } from '@store/contract/districts';
// The store keeps one message catalog per language for everything it writes: the mails are its "mail." messages,
// which no page names, so the web app's build sends them to no browser (web/src/lib/i18n/message-parts.ts).
import bn from '../../../web/src/lib/i18n/messages/bn.json';
import en from '../../../web/src/lib/i18n/messages/en.json';
import { collections } from '../firebase';
import type { MailDocument } from './mail-model';

// Emails to customers, as documents of mail/ (mail-model.ts), written in the same commit as the change they
// tell of, in the language the customer chose; on a real project the Trigger Email extension sends them, on the
// emulators they are simply kept.

type MailMessageId = Extract<keyof typeof en, `mail.${string}`>;

const CATALOGS: Record<Locale, Record<string, string>> = { en, bn };

/** The messages of each language, parsed once per process. */
const parsed = new Map<string, IntlMessageFormat>();

/** How mail in `locale` writes: its messages (given text values: amounts and counts come formatted), amounts and counts. */
function writerFor(locale: Locale) {
  const { money, count, date } = formattersFor(locale, STORE_CURRENCY);
  const message = (id: MailMessageId, values?: Record<string, string>): string => {
    const key = `${locale} ${id}`;
    let format = parsed.get(key);
    if (!format) {
      format = new IntlMessageFormat(CATALOGS[locale][id]!, INTL_LOCALE[locale]);
      parsed.set(key, format);
    }
    return format.format<string>(values) as string;
  };
  return { message, money, count, date };
}

/** The users/ document of the customer a mail goes to: read with the change it tells of, for the mail's language. */
export const recipientRef = (uid: string) => collections.users.doc(uid);

/** The language of mail to the customer whose users/ document (recipientRef) read as `snap`: their choice, or English. */
export const recipientLocale = (snap: { data(): { locale?: Locale } | undefined }): Locale => snap.data()?.locale ?? DEFAULT_LOCALE;

/** The language of a user's mails, read in `tx`. */
export const readRecipientLocale = async (tx: Transaction, uid: string): Promise<Locale> => recipientLocale(await tx.get(recipientRef(uid)));

/** The languages of many recipients, in one read: answers each uid's. */
export async function readRecipientLocales(tx: Transaction, uids: readonly string[]): Promise<Map<string, Locale>> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  const users = await tx.getAll(...unique.map(recipientRef));
  return new Map(users.map((user, i) => [unique[i]!, recipientLocale(user)]));
}

interface Letter {
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Rows of a table: [label, value]. */
  rows: [string, string][];
  /** The shop's name, the last line. */
  signature: string;
}

function render(to: string, { subject, paragraphs, rows, signature }: Letter): Omit<MailDocument, 'createdAt'> {
  const text = [...paragraphs, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', signature].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`),
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`).join('')}</table>`,
    `<p>${escapeMarkup(signature)}</p>`,
  ].join('\n');
  return { to, message: { subject, text, html } };
}

const ORDER_STATUS: Record<OrderStatus, MailMessageId> = {
  'awaiting-payment': 'mail.orderStatus.awaitingPayment',
  'awaiting-approval': 'mail.orderStatus.awaitingApproval',
  expired: 'mail.orderStatus.expired',
  pending: 'mail.orderStatus.pending',
  confirmed: 'mail.orderStatus.confirmed',
  'partially-shipped': 'mail.orderStatus.partiallyShipped',
  shipped: 'mail.orderStatus.shipped',
  delivered: 'mail.orderStatus.delivered',
  cancelled: 'mail.orderStatus.cancelled',
};

const ORDER_NEWS: Record<OrderStatus, MailMessageId> = {
  'awaiting-payment': 'mail.orderNews.awaitingPayment',
  'awaiting-approval': 'mail.orderNews.awaitingApproval',
  expired: 'mail.orderNews.expired',
  pending: 'mail.orderNews.pending',
  confirmed: 'mail.orderNews.confirmed',
  'partially-shipped': 'mail.orderNews.partiallyShipped',
  shipped: 'mail.orderNews.shipped',
  delivered: 'mail.orderNews.delivered',
  cancelled: 'mail.orderNews.cancelled',
};

const PAYMENT_METHOD: Record<PaymentMethod, MailMessageId> = {
  cod: 'mail.paymentMethod.cod',
  'bank-transfer': 'mail.paymentMethod.bankTransfer',
  online: 'mail.paymentMethod.online',
  account: 'mail.paymentMethod.account',
};

/** How the order is paid, and for a transfer still owed, where to send it and by when. */
function paymentRows(order: Order, writer: ReturnType<typeof writerFor>): [string, string][] {
  const { message, money, date } = writer;
  const { payment } = order;
  const rows: [string, string][] = [[message('mail.paymentMethod'), message(PAYMENT_METHOD[payment.method])]];
  if (payment.amountPaid > 0) rows.push([message('mail.amountPaid'), money(payment.amountPaid)]);
  const owing = payment.method === 'bank-transfer' && paymentBalance(payment) > 0 && !CLOSED_STATUSES.includes(order.status);
  if (owing) {
    const bank = PAYMENT_SETTINGS.bankAccount;
    rows.push(
      [message('mail.balanceDue'), money(paymentBalance(payment))],
      ...(payment.dueAt ? [[message('mail.payBy'), date(payment.dueAt)] as [string, string]] : []),
      [message('mail.bank'), `${bank.bank}, ${bank.branch}`],
      [message('mail.accountName'), bank.accountName],
      [message('mail.accountNumber'), bank.accountNumber],
      [message('mail.routingNumber'), bank.routingNumber],
      [message('mail.transferReference'), order.id],
    );
  }
  return rows;
}

/** An account order: the trade account, and who approved or rejected it (and why) if it waited for approval. */
function accountRows({ company, approval }: Order, { message }: ReturnType<typeof writerFor>): [string, string][] {
  const rows: [string, string][] = company ? [[message('mail.tradeAccount'), company.name]] : [];
  if (approval?.decision === 'approve') rows.push([message('mail.approvedBy'), approval.by]);
  if (approval?.decision === 'reject') rows.push([message('mail.rejectedBy'), approval.by], [message('mail.rejectionReason'), approval.reason ?? '']);
  return rows;
}

/** How the order is delivered and what that costs (an order placed before delivery charges says nothing of it). */
function deliveryRows({ delivery }: Order, { message, money, count }: ReturnType<typeof writerFor>, locale: Locale): [string, string][] {
  if (!delivery) return [];
  if (delivery.method === 'pickup') {
    const { counter } = DELIVERY_SETTINGS.pickup;
    return [[message('mail.delivery'), message('mail.deliveryPickup', { counter: locale === 'bn' ? counter.nameBn : counter.name })]];
  }
  const district = delivery.district ? districtNamed(delivery.district) : undefined;
  const named = district ? districtEntry(district) : undefined;
  const values = {
    charge: money(delivery.charge),
    district: named ? (locale === 'bn' ? named.nameBn : named.name) : (delivery.district ?? ''),
    min: count(delivery.estimateDays.min),
    max: count(delivery.estimateDays.max),
  };
  return [[message('mail.delivery'), message('mail.deliveryCourier', values)]];
}

export function orderMail(order: Order, locale: Locale): Omit<MailDocument, 'createdAt'> {
  const writer = writerFor(locale);
  const { message, money, count } = writer;
  const status = message(ORDER_STATUS[order.status]);
  return render(order.email, {
    subject: message('mail.orderSubject', { id: order.id, status }),
    paragraphs: [message(ORDER_NEWS[order.status])],
    rows: [
      [message('mail.order'), order.id],
      [message('mail.status'), status],
      ...order.lines.map((line): [string, string] => [
        line.toolname,
        message('mail.lineAmount', { quantity: count(line.quantity), unitPrice: money(line.unitPrice), lineTotal: money(line.lineTotal) }),
      ]),
      ...deliveryRows(order, writer, locale),
      [message('mail.total'), money(order.total)],
      [message('mail.address'), order.address],
      [message('mail.phone'), order.phone],
      ...(order.poNumber ? [[message('mail.poNumber'), order.poNumber] as [string, string]] : []),
      ...paymentRows(order, writer),
      ...accountRows(order, writer),
    ],
    signature: message('mail.shop'),
  });
}

/** What a payment mail tells of: money received or refunded, a failed online payment, a transfer still owed. */
export type PaymentNews = 'received' | 'failed' | 'refunded' | 'reminder';

const PAYMENT_NEWS: Record<PaymentNews, { subject: MailMessageId; news: MailMessageId }> = {
  received: { subject: 'mail.paymentSubject.received', news: 'mail.paymentNews.received' },
  failed: { subject: 'mail.paymentSubject.failed', news: 'mail.paymentNews.failed' },
  refunded: { subject: 'mail.paymentSubject.refunded', news: 'mail.paymentNews.refunded' },
  reminder: { subject: 'mail.paymentSubject.reminder', news: 'mail.paymentNews.reminder' },
};

/** A mail about an order's payment; `amount` is the money that moved (received or refunded). */
export function paymentMail(order: Order, news: PaymentNews, locale: Locale, amount?: number): Omit<MailDocument, 'createdAt'> {
  const writer = writerFor(locale);
  const { message, money } = writer;
  return render(order.email, {
    subject: message(PAYMENT_NEWS[news].subject, { id: order.id }),
    paragraphs: [message(PAYMENT_NEWS[news].news, { amount: money(amount ?? 0) })],
    rows: [[message('mail.order'), order.id], [message('mail.total'), money(order.total)], ...paymentRows(order, writer)],
    signature: message('mail.shop'),
  });
}

/**
 * The mail of the `n`th payment event of one kind on an order (for a received payment, its record's number; for
 * a failed one, the gateway session's): its id makes a repeated notice or a retried commit write it once.
 */
export const paymentMailRef = (orderId: string, news: PaymentNews, n: number) => collections.mail.doc(`payment-${orderId}-${news}-${n}`);

/** What a shipment mail tells of: booked with the courier, delivered, or coming back undelivered. */
export type ShipmentNews = 'booked' | 'delivered' | 'returning';

const SHIPMENT_NEWS: Record<ShipmentNews, { subject: MailMessageId; news: MailMessageId }> = {
  booked: { subject: 'mail.shipmentSubject.booked', news: 'mail.shipmentNews.booked' },
  delivered: { subject: 'mail.shipmentSubject.delivered', news: 'mail.shipmentNews.delivered' },
  returning: { subject: 'mail.shipmentSubject.returning', news: 'mail.shipmentNews.returning' },
};

const CARRIER: Record<Carrier, MailMessageId> = {
  steadfast: 'mail.carrier.steadfast',
  'own-van': 'mail.carrier.ownVan',
  pickup: 'mail.carrier.pickup',
};

/** A mail about one shipment of an order: what is in it, who carries it, and where to follow it. */
export function shipmentMail(shipment: Shipment, order: Pick<Order, 'id' | 'email'>, news: ShipmentNews, locale: Locale): Omit<MailDocument, 'createdAt'> {
  const { message, money, count } = writerFor(locale);
  const number = count(shipment.number);
  return render(order.email, {
    subject: message(SHIPMENT_NEWS[news].subject, { id: order.id, number }),
    paragraphs: [message(SHIPMENT_NEWS[news].news)],
    rows: [
      [message('mail.order'), order.id],
      [message('mail.shipment'), number],
      [message('mail.carrier'), message(CARRIER[shipment.carrier])],
      ...shipment.lines.map((line): [string, string] => [line.toolname, message('mail.lineUnits', { quantity: count(line.quantity) })]),
      ...(shipment.trackingCode ? [[message('mail.trackingCode'), shipment.trackingCode] as [string, string]] : []),
      ...(shipment.trackingUrl ? [[message('mail.trackingPage'), shipment.trackingUrl] as [string, string]] : []),
      ...(news === 'booked' && shipment.codAmount > 0 ? [[message('mail.codAmount'), money(shipment.codAmount)] as [string, string]] : []),
    ],
    signature: message('mail.shop'),
  });
}

/** The mail of one piece of news of a shipment: each is sent once, however often its change is read. */
export const shipmentMailRef = (orderId: string, n: number, news: ShipmentNews) => collections.mail.doc(`shipment-${orderId}-${n}-${news}`);

const QUOTE_STATUS: Record<QuoteStatus, MailMessageId> = {
  requested: 'mail.quoteStatus.requested',
  quoted: 'mail.quoteStatus.quoted',
  accepted: 'mail.quoteStatus.accepted',
  declined: 'mail.quoteStatus.declined',
  withdrawn: 'mail.quoteStatus.withdrawn',
  expired: 'mail.quoteStatus.expired',
};

const QUOTE_NEWS: Record<QuoteStatus, MailMessageId> = {
  requested: 'mail.quoteNews.requested',
  quoted: 'mail.quoteNews.quoted',
  accepted: 'mail.quoteNews.accepted',
  declined: 'mail.quoteNews.declined',
  withdrawn: 'mail.quoteNews.withdrawn',
  expired: 'mail.quoteNews.expired',
};

export function quoteMail(quote: Quote, locale: Locale): Omit<MailDocument, 'createdAt'> {
  const { message, money, count } = writerFor(locale);
  const status = message(QUOTE_STATUS[quote.status]);
  return render(quote.email, {
    subject: message('mail.quoteSubject', { id: quote.id, status }),
    paragraphs: [message(QUOTE_NEWS[quote.status]), ...(quote.reason ? [message('mail.reason', { reason: quote.reason })] : [])],
    rows: [
      [message('mail.quote'), quote.id],
      [message('mail.status'), status],
      ...quote.lines.map((line): [string, string] => [
        line.toolname,
        line.unitPrice === undefined
          ? message('mail.lineUnits', { quantity: count(line.quantity) })
          : message('mail.lineAmount', { quantity: count(line.quantity), unitPrice: money(line.unitPrice), lineTotal: money(line.lineTotal ?? 0) }),
      ]),
      ...(quote.total !== undefined ? [[message('mail.total'), money(quote.total)] as [string, string]] : []),
      ...(quote.expiresAt ? [[message('mail.validUntil'), quote.expiresAt] as [string, string]] : []),
      ...(quote.orderId ? [[message('mail.order'), quote.orderId] as [string, string]] : []),
    ],
    signature: message('mail.shop'),
  });
}

/** The page where a company's members see their account, and an invited person accepts: in the recipient's language. */
const companyPage = (origin: string, locale: Locale) => `${origin}${localizedPath('/dashboard/company', locale)}`;

/** The owner learns that their application was approved (with the credit limit and terms) or declined (with the reason). */
export function companyDecisionMail(company: Company, locale: Locale, origin: string): Omit<MailDocument, 'createdAt'> {
  const { message, money, count } = writerFor(locale);
  const approved = company.status === 'approved';
  return render(company.ownerEmail, {
    subject: message(approved ? 'mail.companySubject.approved' : 'mail.companySubject.declined', { company: company.name }),
    paragraphs: approved
      ? [message('mail.companyNews.approved'), message('mail.companyPage', { link: companyPage(origin, locale) })]
      : [message('mail.companyNews.declined'), ...(company.declineReason ? [message('mail.reason', { reason: company.declineReason })] : [])],
    rows: [
      [message('mail.company'), company.name],
      ...(approved
        ? ([
            [message('mail.creditLimit'), money(company.creditLimit)],
            [message('mail.paymentTerms'), message('mail.termsDays', { days: count(company.termsDays ?? 0) })],
          ] as [string, string][])
        : []),
    ],
    signature: message('mail.shop'),
  });
}

/**
 * The mail of the decision on a company's application, one per application (a declined owner may apply again,
 * which starts a new application at a new time): a retried commit cannot send it twice.
 */
export const companyDecisionMailRef = (companyId: string, appliedAt: Date) => collections.mail.doc(`company-${companyId}-decision-${appliedAt.getTime()}`);

const MEMBER_ROLE: Record<InvitedRole, MailMessageId> = {
  approver: 'mail.memberRole.approver',
  buyer: 'mail.memberRole.buyer',
};

/** An owner's invitation to join their company's trade account, with the page where it is accepted. */
export function invitationMail(invitation: Invitation, locale: Locale, origin: string): Omit<MailDocument, 'createdAt'> {
  const { message, money } = writerFor(locale);
  const role = message(MEMBER_ROLE[invitation.role]);
  return render(invitation.email, {
    subject: message('mail.invitationSubject', { company: invitation.companyName }),
    paragraphs: [
      message('mail.invitationNews', { inviter: invitation.invitedBy, company: invitation.companyName, role }),
      message('mail.invitationHowTo', { link: companyPage(origin, locale) }),
    ],
    rows: [
      [message('mail.company'), invitation.companyName],
      [message('mail.role'), role],
      ...(invitation.role === 'buyer'
        ? [[message('mail.orderLimit'), invitation.orderLimit === null ? message('mail.noOrderLimit') : money(invitation.orderLimit)] as [string, string]]
        : []),
    ],
    signature: message('mail.shop'),
  });
}

/** The mail of an invitation as made at `invitedAt`: inviting the same person again sends a new one. */
export const invitationMailRef = (invitationId: string, invitedAt: Date) => collections.mail.doc(`invitation-${invitationId}-${invitedAt.getTime()}`);

/**
 * The mail of the `n`th status of an order or a quote (1 for its creation): its id says which, so a commit
 * that is retried cannot send it twice, and two commits cannot both send the same one.
 */
export const mailRef = (kind: 'order' | 'quote', id: string, n: number) => collections.mail.doc(`${kind}-${id}-${n}`);

/** Adds the mail to a batch or a transaction, created (never overwritten). */
export function queueMail(writer: WriteBatch | Transaction, ref: DocumentReference<MailDocument>, mail: Omit<MailDocument, 'createdAt'>) {
  (writer as WriteBatch).create(ref, { ...mail, createdAt: FieldValue.serverTimestamp() });
}
