import { z } from './zod';

/** Opaque page cursor as the API hands it out (base64url). */
export const Cursor = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

/** One page of a list read a page at a time: its items (under the list's own name) and the cursor of the next, if any. */
export const cursorPage = <T extends z.ZodRawShape>(items: T) => z.object({ ...items, nextCursor: z.string().nullable() });

/** Whose items a list call reads: the caller's own, or (administrators) everyone's. */
export const ListScope = z.enum(['mine', 'all'], { error: 'scope must be mine or all' }).default('mine');

/** A list call's query: its own filters, then the page size (1 to max, `fallback` when absent) and the cursor. */
export const listQuery = <T extends z.ZodRawShape>(filters: T, page: { max: number; fallback: number }) =>
  z.object({ ...filters, limit: pageLimit(page.max, page.fallback), cursor: Cursor.optional() }).strict();

/** A page size from the query string: "24" -> 24. */
export const pageLimit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

/** Trimmed text with a length range; whitespace-only counts as empty. */
export const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value), {
      message: `${label} contains control characters`,
    })
    .refine(isWellFormed, { message: `${label} contains a broken character (half of a UTF-16 pair)` });

/**
 * False for a string with a lone UTF-16 surrogate ("\ud83d" without its pair), which JSON can carry but
 * Firestore cannot store: it fails the write with a server error instead of a 400.
 */
export const isWellFormed = (value: string) => !/\p{Cs}/u.test(value);

/** Firestore document id as it appears in a path or a body. */
export const DocId = z
  .string({ error: 'id is required' })
  .min(1, 'id is required')
  .max(128, 'id is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'id has invalid characters')
  // Firestore reserves ids of the form __name__; reading one is an INVALID_ARGUMENT error, not a miss.
  .refine((value) => !/^__.*__$/.test(value), 'id is reserved');

/** Path of a route that names a document: /tools/:id, /orders/:id. */
export const DocPath = z.object({ id: DocId });

export const IsoDate = z.string();
/** The ISO 4217 code of the currency an answer's amounts are in ("BDT"). */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/);

export const Email = z
  .string({ error: 'email is required' })
  .trim()
  .max(254, 'email is too long')
  .email('email is not a valid address')
  .transform((value) => value.toLowerCase());

/** A calendar day as YYYY-MM-DD (a real date: 2026-02-30 is refused). */
export const DateOnly = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} is not a real date`);
