import type { Timestamp } from 'firebase-admin/firestore';
import { Quote, quoteLapsed, type QuoteLine, type QuoteStatus } from '@store/contract/quote';
import type { HistoryEntryDocument } from '../orders/order-model';

/** quotes/{id}. A quoted quote past expiresAt stays "quoted" here; it reads as "expired" (toQuote). */
export interface QuoteDocument {
  uid: string;
  email: string;
  /** toolId and quantity are fixed when the quote is requested; the prices come with the answer. */
  lines: QuoteLine[];
  toolIds: string[];
  total?: number;
  message?: string;
  reason?: string;
  expiresAt?: Timestamp;
  orderId?: string;
  status: QuoteStatus;
  history: HistoryEntryDocument<QuoteStatus>[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export function toQuote(id: string, doc: QuoteDocument, now = Date.now()): Quote {
  const { toolIds: _toolIds, expiresAt, history, createdAt, updatedAt, ...fields } = doc;
  const quote: Quote = {
    ...fields,
    id,
    ...(expiresAt && { expiresAt: expiresAt.toDate().toISOString() }),
    history: history.map((entry) => ({ ...entry, at: entry.at.toDate().toISOString() })),
    createdAt: createdAt.toDate().toISOString(),
    updatedAt: updatedAt.toDate().toISOString(),
  };
  return quoteLapsed(quote, now) ? { ...quote, status: 'expired' } : quote;
}
