import { FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';
import type { Review, ReviewInput } from '@store/contract/review';
import { collections, commitOptimistically, db } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import { readPage } from '../http/paging';
import { checkRateLimit, rateLimitRef } from '../http/rate-limit';
import { settleReviewBadge, standingOrdersOf } from '../orders/order-store';
import type { ToolDocument } from '../tools/tool-model';
import { reviewIdOf, toReview, type ReviewDocument } from './review-model';

export async function listReviews({ toolId, limit, cursor }: { toolId?: string; limit: number; cursor?: string }) {
  const query: Query = toolId ? collections.reviews.where('toolId', '==', toolId) : collections.reviews;
  const page = await readPage(query, { orderBy: ['createdAt', 'desc'], limit, cursor }, (doc) =>
    toReview(doc.id, doc.data() as ReviewDocument),
  );
  return { reviews: page.items, nextCursor: page.nextCursor };
}

/**
 * What a review does to its tool's rating totals: a new one adds itself to the count, the sum and its star;
 * a replacement moves the sum by the change and one count from the old star to the new. A tool written by
 * release 1 keeps no per-star counts (GET counts its reviews instead), so they are left absent there.
 */
function ratingChanges(hasStarCounts: boolean, rating: number, earlierRating: number | undefined): Record<string, FieldValue> {
  const changes: Record<string, FieldValue> = { ratingSum: FieldValue.increment(rating - (earlierRating ?? 0)) };
  if (earlierRating === undefined) changes.ratingCount = FieldValue.increment(1);
  if (hasStarCounts && rating !== earlierRating) {
    changes[`ratingCounts.${rating}`] = FieldValue.increment(1);
    if (earlierRating !== undefined) changes[`ratingCounts.${earlierRating}`] = FieldValue.increment(-1);
  }
  return changes;
}

/** Tries of one review before answering 503; a lost try means the review or the rate window changed meanwhile. */
const REVIEW_ATTEMPTS = 20;

/**
 * Adds a customer's review of a tool, or replaces their earlier one (a customer has one review per tool), and
 * adjusts the tool's rating totals in the same atomic batch: +1 review and its rating when new, the change of
 * rating when replacing. Not a transaction: one holding a read lock on the tool made every other review and
 * order of it wait, and a rush of reviews deadlocked until locks timed out (500s). The totals change by
 * increments, which need no read; the batch commits only if the review and the reviewer's rate window are
 * unchanged since they were read, and a try that loses reads again, so each change counts once.
 */
export async function addReview(
  reviewer: { uid: string; name: string },
  input: ReviewInput,
): Promise<{ review: Review; replaced: boolean }> {
  const toolRef = collections.tools.doc(input.toolId);
  const reviewRef = collections.reviews.doc(reviewIdOf(reviewer.uid, input.toolId));
  const limitRef = rateLimitRef(reviewer.uid, 'reviews');
  const busy = () => new ApiError('unavailable', 'Too many reviews at once. Please try again in a moment.');
  const { doc, replaced } = await commitOptimistically(REVIEW_ATTEMPTS, busy, async () => {
    const [[tool, earlier, limitSnap], bought] = await Promise.all([
      db.getAll(toolRef, reviewRef, limitRef),
      standingOrdersOf(reviewer.uid, input.toolId, 1).get(),
    ]);
    if (!tool?.exists) throw notFound('Tool');
    const limit = checkRateLimit(limitSnap!, 'reviews');
    const doc: ReviewDocument = {
      uid: reviewer.uid,
      name: reviewer.name,
      toolId: input.toolId,
      toolname: (tool.data() as ToolDocument).name,
      review: input.review,
      rating: input.rating,
      verifiedPurchase: !bought.empty,
      createdAt: Timestamp.now(),
    };
    const batch = db.batch();
    const earlierRating = earlier?.exists ? (earlier.get('rating') as number) : undefined;
    if (earlier?.exists) batch.update(reviewRef, { ...doc }, { lastUpdateTime: earlier.updateTime! });
    else batch.create(reviewRef, doc);
    // An update, so a tool deleted since the read fails the batch (NOT_FOUND) and the next try answers 404.
    batch.update(toolRef, ratingChanges(tool.get('ratingCounts') !== undefined, input.rating, earlierRating));
    limit.count(batch);
    await batch.commit();
    return { doc, replaced: earlier?.exists === true };
  });
  // An order placed or cancelled while this batch went in may not be reflected in the badge yet.
  doc.verifiedPurchase = await settleReviewBadge(reviewer.uid, input.toolId);
  return { review: toReview(reviewRef.id, doc), replaced };
}
