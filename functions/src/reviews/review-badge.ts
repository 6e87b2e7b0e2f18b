import type { DocumentReference, DocumentSnapshot, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { SOLD_STATUSES } from '@store/contract/order';
import { collections } from '../firebase';
import { reviewIdOf } from './review-model';

// The "verified purchase" badge of a review rests on the orders of its tool. Orders are read here through
// their collection alone, so reviews/ depends on no orders/ code: orders/ calls these when its commits
// change what the badge rests on, and the dependency runs one way, orders -> reviews.

/** A customer's orders of a tool that still stand (not cancelled): what a verified-purchase badge rests on. */
export const standingOrdersOf = (uid: string, toolId: string, limit: number) =>
  collections.orders.where('uid', '==', uid).where('status', 'in', SOLD_STATUSES).where('toolIds', 'array-contains', toolId).limit(limit);

/** Where a customer's reviews of these tools are (each may not exist). */
export const reviewRefsOf = (uid: string, toolIds: readonly string[]) => toolIds.map((toolId) => collections.reviews.doc(reviewIdOf(uid, toolId)));

/**
 * Makes the customer's review of a tool (if any) say "verified purchase" exactly when an order of that tool
 * stands, and answers whether one does. Orders and reviews are written by different batches that cannot see
 * each other's uncommitted work, so each side settles the badge after its own commit: whichever commits last
 * then sees the other. A review changed meanwhile is left to the writer that changed it, which settles too.
 */
export async function settleReviewBadge(uid: string, toolId: string): Promise<boolean> {
  const reviewRef = collections.reviews.doc(reviewIdOf(uid, toolId));
  const [review, standing] = await Promise.all([reviewRef.get(), standingOrdersOf(uid, toolId, 1).get()]);
  const verified = !standing.empty;
  if (review.exists && review.get('verifiedPurchase') !== verified) {
    await reviewRef.update({ verifiedPurchase: verified }, { lastUpdateTime: review.updateTime! }).catch(() => undefined);
  }
  return verified;
}

/** In the batch of a new order: the buyer's reviews (as read) of its tools now stand on a purchase, if they are unchanged since. */
export function verifyReviews(batch: WriteBatch, reviews: readonly DocumentSnapshot[]) {
  for (const review of reviews) {
    if (review.exists && review.get('verifiedPurchase') !== true) batch.update(review.ref, { verifiedPurchase: true }, { lastUpdateTime: review.updateTime! });
  }
}

/** After a new order's commit: a review written while it went in (absent when it was read) may have missed it. */
export async function settleReviewsMissed(uid: string, toolIds: readonly string[], reviews: readonly DocumentSnapshot[]) {
  await Promise.all(
    toolIds.map(async (toolId, i) => {
      if (reviews[i]!.exists) return;
      if ((await collections.reviews.doc(reviewIdOf(uid, toolId)).get()).exists) await settleReviewBadge(uid, toolId);
    }),
  );
}

/**
 * Reads, in the transaction that cancels order `orderId`, the customer's reviews whose badge rested on it
 * alone: those of its tools of which no other order of theirs stands. Give them to withdrawBadges once the
 * transaction's other reads are done.
 */
export async function badgesLostByCancelling(tx: Transaction, uid: string, toolIds: readonly string[], orderId: string): Promise<DocumentReference[]> {
  const reads = await Promise.all(
    toolIds.map((toolId) => Promise.all([tx.get(standingOrdersOf(uid, toolId, 2)), tx.get(collections.reviews.doc(reviewIdOf(uid, toolId)))])),
  );
  return reads.flatMap(([standing, review]) => {
    const stillBought = standing.docs.some((doc) => doc.id !== orderId);
    return !stillBought && review.exists && review.get('verifiedPurchase') === true ? [review.ref] : [];
  });
}

export function withdrawBadges(tx: Transaction, reviews: readonly DocumentReference[]) {
  for (const review of reviews) tx.update(review, { verifiedPurchase: false });
}
