import { z } from './zod';
import { CurrencyCode, cursorPage, DocId, IsoDate, listQuery, ListScope, text } from './common';
import { moneyAmount } from './money-schema';
import { ChangedBy, OrderLinesInput } from './order';

export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export const QuoteStatus = z.enum(QUOTE_STATUSES, { error: `status must be one of ${QUOTE_STATUSES.join(', ')}` });
export type QuoteStatus = z.infer<typeof QuoteStatus>;

export const QUOTE_MESSAGE_MAX = 2000;
export const QUOTE_REASON_MAX = 500;
export const QUOTES_PAGE_MAX = 100;
/** A quote is valid for 1 to 30 days from when it is given. */
export const QUOTE_VALID_DAYS = { min: 1, max: 30 } as const;
const DAY_MS = 86_400_000;
/** Slack for the clock of the page that picked the expiry: a minute either side of the range. */
const EXPIRY_SLACK_MS = 60_000;

/**
 * Body of POST /api/quotes: the lines to price (quantities may be above the stock or the tiers; the minimum
 * order does not apply) and an optional message to the shop.
 */
export const CreateQuoteBody = z
  .object({
    lines: OrderLinesInput,
    message: text('message', QUOTE_MESSAGE_MAX).optional(),
  })
  .strict();
export type CreateQuoteBody = z.infer<typeof CreateQuoteBody>;

/** The expiry of a quote: an ISO date and time 1 to 30 days ahead of now. */
export const QuoteExpiry = z
  .string({ error: 'expiresAt must be a date and time (ISO 8601)' })
  .datetime({ offset: true, error: 'expiresAt must be a date and time (ISO 8601)' })
  .refine((value) => {
    const ahead = new Date(value).getTime() - Date.now();
    return ahead >= QUOTE_VALID_DAYS.min * DAY_MS - EXPIRY_SLACK_MS && ahead <= QUOTE_VALID_DAYS.max * DAY_MS + EXPIRY_SLACK_MS;
  }, `expiresAt must be ${QUOTE_VALID_DAYS.min} to ${QUOTE_VALID_DAYS.max} days ahead`);

const UnitPrice = moneyAmount('unitPrice', { min: 'zero' }).refine((value) => value > 0, 'unitPrice must be above 0');

/**
 * Body of PATCH /api/quotes/:id. An administrator answers a requested quote with a unit price for every line
 * and an expiry, or declines it with a reason; the owner withdraws their quote while it is requested or quoted.
 */
export const UpdateQuoteBody = z.discriminatedUnion(
  'status',
  [
    z
      .object({
        status: z.literal('quoted'),
        lines: z
          .array(z.object({ toolId: DocId, unitPrice: UnitPrice }).strict(), { error: 'lines must be a list of { toolId, unitPrice }' })
          .min(1, 'lines must price every line of the quote')
          .max(50, 'lines must price every line of the quote'),
        expiresAt: QuoteExpiry,
      })
      .strict(),
    z.object({ status: z.literal('declined'), reason: text('reason', QUOTE_REASON_MAX) }).strict(),
    z.object({ status: z.literal('withdrawn') }).strict(),
  ],
  { error: 'status must be quoted, declined or withdrawn' },
);
export type UpdateQuoteBody = z.infer<typeof UpdateQuoteBody>;

/** A line of a quote: unitPrice and lineTotal once the shop has answered. */
export const QuoteLine = z.object({
  toolId: z.string(),
  toolname: z.string(),
  quantity: z.number(),
  unitPrice: z.number().optional(),
  lineTotal: z.number().optional(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const QuoteHistoryEntry = z.object({ status: QuoteStatus, at: IsoDate, by: ChangedBy });
export type QuoteHistoryEntry = z.infer<typeof QuoteHistoryEntry>;

/**
 * A request for quote. A quoted quote whose expiresAt has passed answers status "expired" (nothing has to
 * run at the expiry: it is worked out when the quote is read or accepted).
 */
export const Quote = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  lines: z.array(QuoteLine),
  /** Once quoted: the sum of the line totals. */
  total: z.number().optional(),
  /** The currency of the quoted amounts: the store's. */
  currency: CurrencyCode,
  message: z.string().optional(),
  /** Why it was declined. */
  reason: z.string().optional(),
  expiresAt: IsoDate.optional(),
  /** Once accepted: the order it placed. */
  orderId: z.string().optional(),
  status: QuoteStatus,
  history: z.array(QuoteHistoryEntry),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Quote = z.infer<typeof Quote>;

/** Query of GET /api/quotes: own quotes, or with scope=all (admin) every quote. */
export const QuoteListQuery = listQuery(
  {
    scope: ListScope,
    status: QuoteStatus.optional(),
  },
  { max: QUOTES_PAGE_MAX, fallback: 50 },
);
export type QuoteListQuery = z.input<typeof QuoteListQuery>;

/**
 * A page of quotes, newest first. Filtered by quoted or expired, a page may hold fewer than `limit` quotes
 * (a quoted quote past its expiry is expired), and nextCursor still leads on.
 */
export const QuotePage = cursorPage({ quotes: z.array(Quote) });
export type QuotePage = z.infer<typeof QuotePage>;

/** Whether a quote is past its expiry at `now`: a quoted quote whose expiresAt has passed. */
export const quoteLapsed = (quote: { status: QuoteStatus; expiresAt?: string }, now = Date.now()) =>
  quote.status === 'quoted' && quote.expiresAt !== undefined && new Date(quote.expiresAt).getTime() <= now;
