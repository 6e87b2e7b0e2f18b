import type { Timestamp } from 'firebase-admin/firestore';

/** carts/{uid}: the lines in the order they were first added. */
export interface CartDocument {
  lines: { toolId: string; quantity: number; addedAt: Timestamp }[];
  updatedAt: Timestamp;
}
