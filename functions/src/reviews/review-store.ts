import { FieldValue, Timestamp, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import type { ModeratedReview, Review, ReviewInput } from '@store/contract/review';
import { recordAudit, type Actor } from '../audit/audit-store';
import { collections, commitOptimistically, db, readAll, readGroups, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import { encodeCursor } from '../http/cursor';
import { readPage } from '../http/paging';
import { checkRateLimit, rateLimitRef } from '../http/rate-limit';
import { settleReviewBadge, standingOrdersOf } from './review-badge';
import { reviewIdOf, toReview, type ReviewDocument } from './review-model';

/** The public list: reviews/ holds only visible reviews (hidden ones live in hiddenReviews/). */
export async function listReviews({ toolId, limit, cursor }: { toolId?: string; limit: number; cursor?: string }) {
  const query: Query<ReviewDocument> = toolId ? collections.reviews.where('toolId', '==', toolId) : collections.reviews;
  const page = await readPage(query, { orderBy: ['createdAt', 'desc'], limit, cursor }, (doc) =>
    toReview(doc.id, doc.data()),
  );
  return { reviews: page.items, nextCursor: page.nextCursor };
}

/**
 * Every review, hidden ones too and marked, newest first, for administrators: a page of each collection from
 * the same cursor, merged. Reads at most 2 x (limit + 1) documents.
 */
export async function listAllReviews({ toolId, limit, cursor }: { toolId?: string; limit: number; cursor?: string }) {
  const pages = await Promise.all(
    [false, true].map(async (hidden) => {
      const collection = hidden ? collections.hiddenReviews : collections.reviews;
      const page = await readPage(toolId ? collection.where('toolId', '==', toolId) : collection, { orderBy: ['createdAt', 'desc'], limit, cursor }, (doc) => ({
        review: { ...toReview(doc.id, doc.data()), hidden },
        at: doc.data().createdAt.toMillis(),
        createdAt: doc.data().createdAt,
      }));
      return { ...page, more: page.nextCursor !== null };
    }),
  );
  const merged = pages
    .flatMap((page) => page.items)
    .sort((a, b) => b.at - a.at || (a.review.id < b.review.id ? 1 : a.review.id > b.review.id ? -1 : 0));
  const items = merged.slice(0, limit);
  const last = items.at(-1);
  const more = merged.length > limit || pages.some((page) => page.more);
  return { reviews: items.map((item) => item.review), nextCursor: more && last ? encodeCursor([last.createdAt, last.review.id]) : null };
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
  const hiddenRef = collections.hiddenReviews.doc(reviewRef.id);
  const limitRef = rateLimitRef(reviewer.uid, 'reviews');
  const busy = () => new ApiError('unavailable', 'Too many reviews at once. Please try again in a moment.');
  const { doc, replaced } = await commitOptimistically(REVIEW_ATTEMPTS, busy, async () => {
    const [
      {
        tool: [tool],
        reviews: [earlier, hiddenEarlier],
        limit: [limitSnap],
      },
      bought,
    ] = await Promise.all([
      readGroups({ tool: [toolRef], reviews: [reviewRef, hiddenRef], limit: [limitRef] }),
      standingOrdersOf(reviewer.uid, input.toolId, 1).get(),
    ]);
    if (!tool?.exists) throw notFound('Tool');
    const limit = checkRateLimit(limitSnap!, 'reviews');
    const doc: ReviewDocument = {
      uid: reviewer.uid,
      name: reviewer.name,
      toolId: input.toolId,
      toolname: tool.data()!.name,
      review: input.review,
      rating: input.rating,
      verifiedPurchase: !bought.empty,
      createdAt: Timestamp.now(),
    };
    const batch = db.batch();
    if (hiddenEarlier?.exists) {
      // A hidden review stays hidden when its author posts again: moderation is not undone by rewording.
      // It is not in the totals, so they do not change; an administrator may show it again.
      batch.update(hiddenRef, { ...doc }, { lastUpdateTime: hiddenEarlier.updateTime! });
    } else {
      const earlierRating = earlier?.data()?.rating;
      if (earlier?.exists) batch.update(reviewRef, { ...doc }, { lastUpdateTime: earlier.updateTime! });
      else batch.create(reviewRef, doc);
      // An update, so a tool deleted since the read fails the batch (NOT_FOUND) and the next try answers 404.
      batch.update(toolRef, ratingChanges(tool.get('ratingCounts') !== undefined, input.rating, earlierRating));
    }
    limit.count(batch);
    await batch.commit();
    return { doc, replaced: earlier?.exists === true || hiddenEarlier?.exists === true };
  });
  // An order placed or cancelled while this batch went in may not be reflected in the badge yet.
  doc.verifiedPurchase = await settleReviewBadge(reviewer.uid, input.toolId);
  return { review: toReview(reviewRef.id, doc), replaced };
}

/** A tool's rating totals without (-1) or with (+1) one review of `rating`; per-star only where the tool keeps them. */
function ratingShift(keepsStars: boolean, rating: number, sign: 1 | -1): Record<string, FieldValue> {
  const changes: Record<string, FieldValue> = { ratingCount: FieldValue.increment(sign), ratingSum: FieldValue.increment(sign * rating) };
  if (keepsStars) changes[`ratingCounts.${rating}`] = FieldValue.increment(sign);
  return changes;
}

/** A review by id, wherever it is: reviews/ (visible) or hiddenReviews/ (hidden). Read inside `tx`. */
async function readModerated(tx: Transaction, id: string) {
  const [visible, hidden] = await Promise.all([tx.get(collections.reviews.doc(id)), tx.get(collections.hiddenReviews.doc(id))]);
  const current = visible.exists ? visible : hidden.exists ? hidden : undefined;
  if (!current) throw notFound('Review');
  return { doc: current.data()!, isHidden: !visible.exists };
}

const reviewLabel = (doc: ReviewDocument) => `${doc.rating} star review of ${doc.toolname} by ${doc.name}`;
const NOT_FOUND = 5;

/**
 * Runs a moderation transaction, which changes the totals of the tool `toolOf` names by increments. The tool
 * is read outside the transaction: a transaction holding a read lock on a tool makes every review, order and
 * moderation of it wait, and a burst of them timed out (see addReview). Whether the tool exists and keeps
 * per-star counts is all that is read; a tool deleted before the commit fails it (NOT_FOUND), and the
 * transaction runs again seeing it gone.
 */
async function moderateWithTool<T>(id: string, change: (tx: Transaction, tool: DocumentSnapshot | undefined) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    // A review's tool never changes (its id is made from the author and the tool), so this read stays true.
    const copies = await readAll([collections.reviews.doc(id), collections.hiddenReviews.doc(id)]);
    const toolId = copies.find((copy) => copy.exists)?.data()?.toolId;
    const tool = toolId ? await collections.tools.doc(toolId).get() : undefined;
    try {
      return await runTransaction((tx) => change(tx, tool?.exists ? tool : undefined), { maxAttempts: 20 });
    } catch (error) {
      if ((error as { code?: number }).code !== NOT_FOUND || attempt >= 3) throw error;
    }
  }
}

/**
 * Hides a review (it moves to hiddenReviews/, out of every public list, and leaves its tool's totals) or
 * shows it again (back, and counted again). One transaction moves it, changes the totals and writes the
 * audit entry, so the totals change once per change however many administrators click at once; asking for
 * the state a review already has changes nothing and records nothing.
 */
export async function moderateReview(actor: Actor, id: string, hidden: boolean): Promise<ModeratedReview> {
  const shown = await moderateWithTool(id, async (tx, tool) => {
    const { doc, isHidden } = await readModerated(tx, id);
    if (isHidden === hidden) return { doc, changed: false };
    const [from, to] = hidden ? [collections.reviews, collections.hiddenReviews] : [collections.hiddenReviews, collections.reviews];
    tx.delete(from.doc(id));
    tx.create(to.doc(id), doc);
    // A deleted tool has no totals left to change.
    if (tool?.id === doc.toolId) tx.update(tool.ref, ratingShift(tool.get('ratingCounts') !== undefined, doc.rating, hidden ? -1 : 1));
    recordAudit(tx, actor, hidden ? 'review.hide' : 'review.show', id, `${hidden ? 'Hid' : 'Showed'} the ${reviewLabel(doc)}`);
    return { doc, changed: true };
  });
  // Orders cancelled or placed while it was hidden did not touch its badge.
  if (!hidden && shown.changed) shown.doc.verifiedPurchase = await settleReviewBadge(shown.doc.uid, shown.doc.toolId);
  return { ...toReview(id, shown.doc), hidden };
}

/** Deletes a review, hidden or not; a visible one leaves its tool's totals in the same transaction. */
export async function deleteReview(actor: Actor, id: string): Promise<void> {
  await moderateWithTool(id, async (tx, tool) => {
    const { doc, isHidden } = await readModerated(tx, id);
    tx.delete((isHidden ? collections.hiddenReviews : collections.reviews).doc(id));
    if (!isHidden && tool?.id === doc.toolId) tx.update(tool.ref, ratingShift(tool.get('ratingCounts') !== undefined, doc.rating, -1));
    recordAudit(tx, actor, 'review.delete', id, `Deleted the ${isHidden ? 'hidden ' : ''}${reviewLabel(doc)}`);
  });
}
