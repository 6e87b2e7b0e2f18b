import { FieldValue, type DocumentReference, type WriteBatch, type Transaction } from 'firebase-admin/firestore';
import type { Order, OrderStatus } from '@store/contract/order';
import type { Quote, QuoteStatus } from '@store/contract/quote';
import { escapeMarkup } from '@store/contract/markup';
import { formatMoney } from '@store/contract/format';
import { collections } from '../firebase';
import type { MailDocument } from './mail-model';

// Emails to customers, as documents of mail/ (mail-model.ts), written in the same commit as the change they
// tell of; on a real project the Trigger Email extension sends them, on the emulators they are simply kept.

const SHOP = 'The tools store';

interface Letter {
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Rows of a table: [label, value]. */
  rows: [string, string][];
}

function render(to: string, { subject, paragraphs, rows }: Letter): Omit<MailDocument, 'createdAt'> {
  const text = [...paragraphs, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', SHOP].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`),
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`).join('')}</table>`,
    `<p>${escapeMarkup(SHOP)}</p>`,
  ].join('\n');
  return { to, message: { subject, text, html } };
}

const ORDER_NEWS: Record<OrderStatus, string> = {
  pending: 'We have received your order.',
  confirmed: 'Your order is confirmed.',
  shipped: 'Your order has shipped.',
  delivered: 'Your order has been delivered.',
  cancelled: 'Your order has been cancelled.',
};

export function orderMail(order: Order): Omit<MailDocument, 'createdAt'> {
  return render(order.email, {
    subject: `Order ${order.id}: ${order.status}`,
    paragraphs: [ORDER_NEWS[order.status]],
    rows: [
      ['Order', order.id],
      ['Status', order.status],
      ...order.lines.map((line): [string, string] => [line.toolname, `${line.quantity} × ${formatMoney(line.unitPrice)} = ${formatMoney(line.lineTotal)}`]),
      ['Total', formatMoney(order.total)],
      ['Address', order.address],
      ['Phone', order.phone],
      ...(order.poNumber ? [['PO number', order.poNumber] as [string, string]] : []),
    ],
  });
}

const QUOTE_NEWS: Record<QuoteStatus, string> = {
  requested: 'We have received your request for a quote and will answer it soon.',
  quoted: 'Your quote is ready.',
  accepted: 'You accepted your quote: your order is placed.',
  declined: 'We cannot offer a quote for your request.',
  withdrawn: 'Your request for a quote is withdrawn.',
  expired: 'Your quote has expired.',
};

export function quoteMail(quote: Quote): Omit<MailDocument, 'createdAt'> {
  return render(quote.email, {
    subject: `Quote ${quote.id}: ${quote.status}`,
    paragraphs: [QUOTE_NEWS[quote.status], ...(quote.reason ? [`Reason: ${quote.reason}`] : [])],
    rows: [
      ['Quote', quote.id],
      ['Status', quote.status],
      ...quote.lines.map((line): [string, string] => [
        line.toolname,
        line.unitPrice === undefined ? `${line.quantity} units` : `${line.quantity} × ${formatMoney(line.unitPrice)} = ${formatMoney(line.lineTotal ?? 0)}`,
      ]),
      ...(quote.total !== undefined ? [['Total', formatMoney(quote.total)] as [string, string]] : []),
      ...(quote.expiresAt ? [['Valid until', quote.expiresAt] as [string, string]] : []),
      ...(quote.orderId ? [['Order', quote.orderId] as [string, string]] : []),
    ],
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
