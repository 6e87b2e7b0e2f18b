import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { ADDRESS_BOOK_MAX, type AddressBook, type AddressBookWithId, type AddressEdit, type NewAddress } from '@store/contract/address-book';
import { collections, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { AddressBookDocument, StoredAddress } from './address-model';

const bookRef = (uid: string) => collections.addressBooks.doc(uid);
const EMPTY: Pick<AddressBookDocument, 'addresses' | 'defaultId'> = { addresses: [], defaultId: null };
const stored = (snap: DocumentSnapshot<AddressBookDocument>) => snap.data() ?? EMPTY;

/** The book as its owner reads it. */
function answer({ addresses, defaultId }: Pick<AddressBookDocument, 'addresses' | 'defaultId'>): AddressBook {
  return {
    addresses: addresses.map(({ id, label, lines, area, district }) => ({ id, ...(label === undefined ? {} : { label }), lines, area, district })),
    defaultId,
  };
}

/** An id for a new address: 20 random URL-safe characters, so an id once deleted is never met again. */
const newId = () => randomBytes(15).toString('base64url');

/** Two addresses are the same delivery when their lines, area and district are, whatever the case and spacing. */
const sameness = (address: Pick<StoredAddress, 'lines' | 'area' | 'district'>) =>
  [address.lines, address.area, address.district].map((part) => part.toLowerCase().replace(/\s+/g, ' ')).join('\n');

export async function listAddresses(uid: string): Promise<AddressBook> {
  return answer(stored(await bookRef(uid).get()));
}

/**
 * Adds an address (the first one, or one given `default: true`, becomes the default). An address the book
 * already has is not added twice: the answer names the one it has (`added` false), so checkout's "save this
 * address" can be sent again after a retry. At most ADDRESS_BOOK_MAX: one more is refused with address-book-full.
 */
export async function addAddress(uid: string, body: NewAddress): Promise<AddressBookWithId & { added: boolean }> {
  return runTransaction(async (tx) => {
    const book = stored(await tx.get(bookRef(uid)));
    const now = Timestamp.now();
    const { default: makeDefault, label, lines, area, district } = body;
    const existing = book.addresses.find((address) => sameness(address) === sameness({ lines, area, district }));
    if (existing) {
      // The same address given again with a label or as the default: those are taken, the address is not repeated.
      const changed = (label !== undefined && label !== existing.label) || (makeDefault === true && book.defaultId !== existing.id);
      const addresses = book.addresses.map((address) => (address.id === existing.id && label !== undefined ? { ...address, label } : address));
      const defaultId = makeDefault ? existing.id : book.defaultId;
      if (changed) tx.set(bookRef(uid), { addresses, defaultId, updatedAt: now } satisfies AddressBookDocument);
      return { ...answer({ addresses, defaultId }), id: existing.id, added: false };
    }
    if (book.addresses.length >= ADDRESS_BOOK_MAX) {
      throw new ApiError('address-book-full', `Your address book already has ${ADDRESS_BOOK_MAX} addresses: delete one before adding another`);
    }
    const address: StoredAddress = { id: newId(), ...(label === undefined ? {} : { label }), lines, area, district, addedAt: now };
    const addresses = [...book.addresses, address];
    const defaultId = makeDefault || book.defaultId === null ? address.id : book.defaultId;
    tx.set(bookRef(uid), { addresses, defaultId, updatedAt: now } satisfies AddressBookDocument);
    return { ...answer({ addresses, defaultId }), id: address.id, added: true };
  });
}

/** Changes an address's fields (a label of null removes it) and/or makes it the default; 404 for an id the book does not have. */
export async function editAddress(uid: string, id: string, edit: AddressEdit): Promise<AddressBook> {
  return runTransaction(async (tx) => {
    const book = stored(await tx.get(bookRef(uid)));
    const index = book.addresses.findIndex((address) => address.id === id);
    if (index < 0) throw notFound('Address');
    const { default: makeDefault, label, ...fields } = edit;
    const current = book.addresses[index]!;
    const { label: _label, ...unlabelled } = current;
    const changed: StoredAddress = {
      ...(label === null ? unlabelled : current),
      ...(typeof label === 'string' ? { label } : {}),
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    };
    const addresses = book.addresses.map((address, i) => (i === index ? changed : address));
    const defaultId = makeDefault ? id : book.defaultId;
    tx.set(bookRef(uid), { addresses, defaultId, updatedAt: Timestamp.now() } satisfies AddressBookDocument);
    return answer({ addresses, defaultId });
  });
}

/**
 * Deletes an address; 404 for an id the book does not have. Deleting the default makes the address after it the
 * default (the one before it when it was the last), or none when the book is left empty.
 */
export async function deleteAddress(uid: string, id: string): Promise<void> {
  await runTransaction(async (tx) => {
    const book = stored(await tx.get(bookRef(uid)));
    const index = book.addresses.findIndex((address) => address.id === id);
    if (index < 0) throw notFound('Address');
    const addresses = book.addresses.filter((address) => address.id !== id);
    const defaultId = book.defaultId !== id ? book.defaultId : (addresses[Math.min(index, addresses.length - 1)]?.id ?? null);
    tx.set(bookRef(uid), { addresses, defaultId, updatedAt: Timestamp.now() } satisfies AddressBookDocument);
  });
}
