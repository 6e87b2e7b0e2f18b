import { z } from '@store/contract/zod';
import { STORE_CURRENCY } from '@store/contract/constants';
import { Quote, quoteLapsed, QuoteLine, QuoteStatus } from '@store/contract/quote';
import { historyEntryDocument } from '../orders/order-model';
import { StoredTime } from '../stored-time';

/** quotes/{id}. A quoted quote past expiresAt stays "quoted" here; it reads as "expired" (toQuote). */
export const QuoteDocument = z.object({
  uid: z.string(),
  email: z.string(),
  /** toolId and quantity are fixed when the quote is requested; the prices come with the answer. */
  lines: z.array(QuoteLine),
  toolIds: z.array(z.string()),
  total: z.number().optional(),
  message: z.string().optional(),
  reason: z.string().optional(),
  expiresAt: StoredTime.optional(),
  orderId: z.string().optional(),
  status: QuoteStatus,
  history: z.array(historyEntryDocument(QuoteStatus)),
  createdAt: StoredTime,
  updatedAt: StoredTime,
});
export type QuoteDocument = z.infer<typeof QuoteDocument>;

export function toQuote(id: string, doc: QuoteDocument, now = Date.now()): Quote {
  const { toolIds: _toolIds, expiresAt, history, createdAt, updatedAt, ...fields } = doc;
  const quote: Quote = {
    ...fields,
    id,
    currency: STORE_CURRENCY,
    ...(expiresAt && { expiresAt: expiresAt.toDate().toISOString() }),
    history: history.map((entry) => ({ ...entry, at: entry.at.toDate().toISOString() })),
    createdAt: createdAt.toDate().toISOString(),
    updatedAt: updatedAt.toDate().toISOString(),
  };
  return quoteLapsed(quote, now) ? { ...quote, status: 'expired' } : quote;
}
