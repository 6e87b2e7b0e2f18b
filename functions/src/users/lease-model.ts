import { z } from '@store/contract/zod';
import { StoredTime } from '../stored-time';

/** A locks/{name} document: who holds the lease, and until when (a holder that crashed frees it this way). */
export const LeaseDocument = z.object({ holder: z.string(), expiresAt: StoredTime });
export type LeaseDocument = z.infer<typeof LeaseDocument>;
