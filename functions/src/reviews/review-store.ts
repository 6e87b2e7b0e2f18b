import { FieldPath, FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';
import { SOLD_STATUSES } from '@store/contract/order';
import type { Review, ReviewInput } from '@store/contract/review';
import { collections, runTransaction } from '../firebase';
import { notFound } from '../http/api-error';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { countReads } from '../http/doc-reads';
import { readRateLimit } from '../http/rate-limit';
import type { ToolDocument } from '../tools/tool-model';
import { toReview, type ReviewDocument } from './review-model';

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

/**
 * Adds a review and the tool's rating totals in one transaction. It is a verified purchase when the
 * reviewer has an order of that tool that was not cancelled.
 */
export async function addReview(reviewer: { uid: string; name: string }, input: ReviewInput): Promise<Review> {
  const toolRef = collections.tools.doc(input.toolId);
  const reviewRef = collections.reviews.doc();
  const purchases = collections.orders
    .where('uid', '==', reviewer.uid)
    .where('toolId', '==', input.toolId)
    .where('status', 'in', SOLD_STATUSES)
    .limit(1);
  return runTransaction(async (tx) => {
    const [tool, bought, limit] = await Promise.all([
      tx.get(toolRef),
      tx.get(purchases),
      readRateLimit(tx, reviewer.uid, 'reviews'),
    ]);
    if (!tool.exists) throw notFound('Tool');
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
    limit.count();
    tx.create(reviewRef, doc);
    tx.update(toolRef, { ratingCount: FieldValue.increment(1), ratingSum: FieldValue.increment(input.rating) });
    return toReview(reviewRef.id, doc);
  });
}
