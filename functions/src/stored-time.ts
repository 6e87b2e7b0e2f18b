import { Timestamp } from 'firebase-admin/firestore';
import { z } from '@store/contract/zod';

/** A stored point in time, in the schemas of stored documents: every date is written, and read back, as a Timestamp. */
export const StoredTime = z.instanceof(Timestamp);
