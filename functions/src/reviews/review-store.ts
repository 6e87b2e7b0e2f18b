import { FieldPath, FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';
import type { Review, ReviewInput } from '@store/contract/review';
import { collections, db } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { countReads } from '../http/doc-reads';
import { checkRateLimit, rateLimitRef } from '../http/rate-limit';
import { settleReviewBadge, standingOrdersOf } from '../orders/order-store';
import type { ToolDocument } from '../tools/tool-model';
import { reviewIdOf, toReview, type ReviewDocument } from './review-model';

export async function listReviews({ toolId, limit, cursor }: { toolId?: string; limit: number; cursor?: string }) {
  let query: Query = collections.reviews;
  if (toolId) query = query.where('toolId', '==', toolId);
  query = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (cursor) query = query.startAfter(...decodeCursor(cursor, 2));
  const snap = await query.limit(limit + 1).get();
  countReads.query(snap);
  const docs = snap.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    reviews: docs.map((doc) => toReview(doc.id, doc.data() as ReviewDocument)),
    nextCursor: snap.docs.length > limit && last ? encodeCursor([last.get('createdAt'), last.id]) : null,
  };
}

/** Tries of one review before answering 503; a lost try means the review or the rate window changed meanwhile. */
const REVIEW_ATTEMPTS = 20;
/** Commit errors that only mean something read for this try changed before it committed: read again. */
const LOST_RACE = new Set([5 /* NOT_FOUND */, 6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * Math.min(attempt + 1, 8)));

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
  for (let attempt = 0; attempt < REVIEW_ATTEMPTS; attempt++) {
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
    if (earlier?.exists) {
      batch.update(reviewRef, { ...doc }, { lastUpdateTime: earlier.updateTime! });
      batch.update(toolRef, { ratingSum: FieldValue.increment(input.rating - (earlier.get('rating') as number)) });
    } else {
      batch.create(reviewRef, doc);
      // An update, so a tool deleted since the read fails the batch (NOT_FOUND) and the next try answers 404.
      batch.update(toolRef, { ratingCount: FieldValue.increment(1), ratingSum: FieldValue.increment(input.rating) });
    }
    limit.count(batch);
    try {
      await batch.commit();
    } catch (error) {
      if (!LOST_RACE.has((error as { code?: number }).code ?? -1)) throw error;
      await pause(attempt);
      continue;
    }
    // An order placed or cancelled while this batch went in may not be reflected in the badge yet.
    doc.verifiedPurchase = await settleReviewBadge(reviewer.uid, input.toolId);
    return { review: toReview(reviewRef.id, doc), replaced: earlier?.exists === true };
  }
  throw new ApiError('unavailable', 'Too many reviews at once. Please try again in a moment.');
}
