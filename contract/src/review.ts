import { z } from './zod';
import { cursorPage, DocId, IsoDate, listQuery, text } from './common';

export const REVIEW_MAX = 2000;
export const REVIEWS_PAGE_MAX = 50;
/** A review shows its author's display name cut to this many characters, or REVIEWER_FALLBACK_NAME without one. */
export const REVIEWER_NAME_MAX = 60;
export const REVIEWER_FALLBACK_NAME = 'Customer';

/**
 * Body of POST /api/review; the reviewer's name comes from their profile, not the body. A customer has one
 * review per tool: posting again for that tool replaces it.
 */
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

/** A review as the public sees it: no uid, no email. */
export const Review = z.object({
  id: z.string(),
  name: z.string(),
  toolId: z.string(),
  toolname: z.string(),
  review: z.string(),
  rating: z.number(),
  verifiedPurchase: z.boolean(),
  createdAt: IsoDate,
});
export type Review = z.infer<typeof Review>;

export const ReviewListQuery = listQuery(
  {
    toolId: DocId.optional(),
  },
  { max: REVIEWS_PAGE_MAX, fallback: 6 },
);
export type ReviewListQuery = z.input<typeof ReviewListQuery>;

export const ReviewPage = cursorPage({ reviews: z.array(Review) });
export type ReviewPage = z.infer<typeof ReviewPage>;
