import { createHash } from 'node:crypto';
import { z } from '@store/contract/zod';
import { Review } from '@store/contract/review';
import { StoredTime } from '../stored-time';

/** reviews/{id} and hiddenReviews/{id} (a hidden review moves there whole): the public review, with its author's uid. */
export const ReviewDocument = Review.omit({ id: true, createdAt: true }).extend({ uid: z.string(), createdAt: StoredTime });
export type ReviewDocument = z.infer<typeof ReviewDocument>;

/**
 * A customer's one review of a tool lives at an id derived from both, so posting again finds and replaces it,
 * and an order or a cancel can reach the review it vouches for without a query.
 */
export const reviewIdOf = (uid: string, toolId: string) => createHash('sha256').update(`${uid}:${toolId}`).digest('base64url').slice(0, 28);

/** The public form of a review: who wrote it is their shown name only (no uid, no email). */
export function toReview(id: string, { uid: _uid, ...doc }: ReviewDocument): Review {
  return { id, ...doc, createdAt: doc.createdAt.toDate().toISOString() };
}
