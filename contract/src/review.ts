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

/** A review as administrators list it (GET /api/review/all): the public form, and whether it is hidden. */
export const ModeratedReview = Review.extend({ hidden: z.boolean() });
export type ModeratedReview = z.infer<typeof ModeratedReview>;

/** Body of PATCH /api/review/:id (administrators): hide a review from every public list and the totals, or show it again. */
export const ReviewModeration = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) }).strict();
export type ReviewModeration = z.infer<typeof ReviewModeration>;

export const ReviewListQuery = listQuery(
  {
    toolId: DocId.optional(),
  },
  { max: REVIEWS_PAGE_MAX, fallback: 6 },
);
export type ReviewListQuery = z.input<typeof ReviewListQuery>;

export const ReviewPage = cursorPage({ reviews: z.array(Review) });
export type ReviewPage = z.infer<typeof ReviewPage>;

/**
 * Query of GET /api/review/all (administrators): every review, hidden ones too. A route of its own rather
 * than a flag on the public list, whose answers the CDN keeps by URL: an administrator's answer must never
 * be one of them.
 */
export const ModerationListQuery = listQuery({ toolId: DocId.optional() }, { max: REVIEWS_PAGE_MAX, fallback: 20 });
export type ModerationListQuery = z.input<typeof ModerationListQuery>;

export const ModeratedReviewPage = cursorPage({ reviews: z.array(ModeratedReview) });
export type ModeratedReviewPage = z.infer<typeof ModeratedReviewPage>;
