import { z } from '@store/contract/zod';
import { StoredTime } from '../stored-time';

/**
 * addressBooks/{uid}: the customer's delivery addresses in the order they were added, and the one offered first
 * at checkout. One document, written only in transactions, so that the count, the addresses and the default
 * always agree: defaultId names one of the addresses, and is null only when there are none.
 */
export const AddressBookDocument = z.object({
  addresses: z.array(
    z.object({
      id: z.string(),
      label: z.string().optional(),
      lines: z.string(),
      area: z.string(),
      district: z.string(),
      addedAt: StoredTime,
    }),
  ),
  defaultId: z.string().nullable(),
  updatedAt: StoredTime,
});
export type AddressBookDocument = z.infer<typeof AddressBookDocument>;
export type StoredAddress = AddressBookDocument['addresses'][number];
