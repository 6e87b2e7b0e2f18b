import { Timestamp } from 'firebase-admin/firestore';
import type { Review } from '@store/contract/review';

export interface ReviewDocument {
  uid: string;
  name: string;
  toolId: string;
  toolname: string;
  review: string;
  rating: number;
  verifiedPurchase: boolean;
  createdAt: Timestamp;
}

export function toReview(id: string, doc: ReviewDocument): Review {
  return { id, ...doc, createdAt: doc.createdAt.toDate().toISOString() };
}
