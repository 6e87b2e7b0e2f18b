import { FieldValue, type DocumentReference, type WriteBatch, type Transaction } from 'firebase-admin/firestore';
import { IntlMessageFormat } from 'intl-messageformat';
import { STORE_CURRENCY } from '@store/contract/constants';
import { formattersFor } from '@store/contract/format';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@store/contract/locale';
import type { Order, OrderStatus } from '@store/contract/order';
import type { Quote, QuoteStatus } from '@store/contract/quote';
import { escapeMarkup } from '@store/contract/markup';
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
  const { money, count } = formattersFor(locale, STORE_CURRENCY);
  const message = (id: MailMessageId, values?: Record<string, string>): string => {
    const key = `${locale} ${id}`;
    let format = parsed.get(key);
    if (!format) {
      format = new IntlMessageFormat(CATALOGS[locale][id]!, INTL_LOCALE[locale]);
      parsed.set(key, format);
    }
    return format.format<string>(values) as string;
  };
  return { message, money, count };
}

/** The users/ document of the customer a mail goes to: read with the change it tells of, for the mail's language. */
export const recipientRef = (uid: string) => collections.users.doc(uid);

/** The language of mail to the customer whose users/ document (recipientRef) read as `snap`: their choice, or English. */
export const recipientLocale = (snap: { data(): { locale?: Locale } | undefined }): Locale => snap.data()?.locale ?? DEFAULT_LOCALE;

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
  pending: 'mail.orderStatus.pending',
  confirmed: 'mail.orderStatus.confirmed',
  shipped: 'mail.orderStatus.shipped',
  delivered: 'mail.orderStatus.delivered',
  cancelled: 'mail.orderStatus.cancelled',
};

const ORDER_NEWS: Record<OrderStatus, MailMessageId> = {
  pending: 'mail.orderNews.pending',
  confirmed: 'mail.orderNews.confirmed',
  shipped: 'mail.orderNews.shipped',
  delivered: 'mail.orderNews.delivered',
  cancelled: 'mail.orderNews.cancelled',
};

export function orderMail(order: Order, locale: Locale): Omit<MailDocument, 'createdAt'> {
  const { message, money, count } = writerFor(locale);
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
      [message('mail.total'), money(order.total)],
      [message('mail.address'), order.address],
      [message('mail.phone'), order.phone],
      ...(order.poNumber ? [[message('mail.poNumber'), order.poNumber] as [string, string]] : []),
    ],
    signature: message('mail.shop'),
  });
}

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

/**
 * The mail of the `n`th status of an order or a quote (1 for its creation): its id says which, so a commit
 * that is retried cannot send it twice, and two commits cannot both send the same one.
 */
export const mailRef = (kind: 'order' | 'quote', id: string, n: number) => collections.mail.doc(`${kind}-${id}-${n}`);

/** Adds the mail to a batch or a transaction, created (never overwritten). */
export function queueMail(writer: WriteBatch | Transaction, ref: DocumentReference<MailDocument>, mail: Omit<MailDocument, 'createdAt'>) {
  (writer as WriteBatch).create(ref, { ...mail, createdAt: FieldValue.serverTimestamp() });
}
