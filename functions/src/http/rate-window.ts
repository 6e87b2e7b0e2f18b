import { z } from '@store/contract/zod';

/** The stored window (rateLimits/{action}_{uid}): when it started, in ms since the epoch, and what it has counted. */
export const RateWindow = z.object({ windowStart: z.number(), count: z.number() });
export type RateWindow = z.infer<typeof RateWindow>;
