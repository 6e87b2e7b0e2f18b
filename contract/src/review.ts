import { z } from 'zod';
import { Cursor, DocId, IsoDate, pageLimit, text } from './common';

export const REVIEW_MAX = 2000;
export const REVIEWS_PAGE_MAX = 50;

/** Body of POST /api/review; the reviewer's name comes from their profile, not the body. */
export const ReviewInput = z
  .object({
    toolId: DocId,
    rating: z
      .number({ error: 'rating must be a number' })
      .int('rating must be a whole number')
      .min(1, 'rating must be from 1 to 5')
      .max(5, 'rating must be from 1 to 5'),
    review: text('review', REVIEW_MAX),
  })
  .strict();
export type ReviewInput = z.infer<typeof ReviewInput>;

export const Review = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  toolId: z.string(),
  toolname: z.string(),
  review: z.string(),
  rating: z.number(),
  verifiedPurchase: z.boolean(),
  createdAt: IsoDate,
});
export type Review = z.infer<typeof Review>;

export const ReviewListQuery = z
  .object({
    toolId: DocId.optional(),
    limit: pageLimit(REVIEWS_PAGE_MAX, 6),
    cursor: Cursor.optional(),
  })
  .strict();
export type ReviewListQuery = z.input<typeof ReviewListQuery>;

export const ReviewPage = z.object({ reviews: z.array(Review), nextCursor: z.string().nullable() });
export type ReviewPage = z.infer<typeof ReviewPage>;
