import { z } from './zod';
import { DocId, text } from './common';
import { ADDRESS_LINES_MAX, AREA_MAX, District } from './delivery';

/** An account's address book holds at most this many addresses; one more is refused with address-book-full. */
export const ADDRESS_BOOK_MAX = 10;
/** A name the buyer gives an address ("Home", "Site office"). */
export const ADDRESS_LABEL_MAX = 40;

const Label = text('label', ADDRESS_LABEL_MAX);
const Lines = text('lines', ADDRESS_LINES_MAX);
const Area = text('area', AREA_MAX);

/** Path of PATCH and DELETE /api/addresses/:id. */
export const AddressPath = z.object({ id: DocId });

/**
 * Body of POST /api/addresses: the street lines, the thana or upazila and the district (as checkout's delivery
 * address has them), an optional label, and `default: true` to make it the address offered first. The book's
 * first address is its default whatever `default` says.
 */
export const NewAddressBody = z
  .object({ label: Label.optional(), lines: Lines, area: Area, district: District, default: z.boolean().optional() })
  .strict();
export type NewAddressBody = z.input<typeof NewAddressBody>;
export type NewAddress = z.output<typeof NewAddressBody>;

/**
 * Body of PATCH /api/addresses/:id: the fields to change (a label of null takes the label away) and/or
 * `default: true`. There is no `default: false`: another address is made the default instead.
 */
export const EditAddressBody = z
  .object({
    label: Label.nullable().optional(),
    lines: Lines.optional(),
    area: Area.optional(),
    district: District.optional(),
    default: z.literal(true, { error: 'default can only be true: make another address the default instead' }).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change: give a field or default: true' });
export type EditAddressBody = z.input<typeof EditAddressBody>;
export type AddressEdit = z.output<typeof EditAddressBody>;

/** One address of the book. `district` is the district's id ("chattogram"). */
export const SavedAddress = z.object({
  id: z.string(),
  label: z.string().optional(),
  lines: z.string(),
  area: z.string(),
  district: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/**
 * GET /api/addresses, and the answer of every change: the addresses in the order they were added, and the one
 * offered first at checkout (null only for an empty book).
 */
export const AddressBook = z.object({ addresses: z.array(SavedAddress), defaultId: z.string().nullable() });
export type AddressBook = z.infer<typeof AddressBook>;

/** POST /api/addresses: the book, and the id of the address it was given (the one it had, for an address already in it). */
export const AddressBookWithId = AddressBook.extend({ id: z.string() });
export type AddressBookWithId = z.infer<typeof AddressBookWithId>;
