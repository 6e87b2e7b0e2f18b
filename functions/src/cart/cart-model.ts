import { z } from '@store/contract/zod';
import { StoredTime } from '../stored-time';

/** carts/{uid}: the lines in the order they were first added. */
export const CartDocument = z.object({
  lines: z.array(z.object({ toolId: z.string(), quantity: z.number(), addedAt: StoredTime })),
  updatedAt: StoredTime,
});
export type CartDocument = z.infer<typeof CartDocument>;
