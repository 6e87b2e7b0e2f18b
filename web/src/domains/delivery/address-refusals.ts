import type { ErrorMessages } from '../../lib/api-client';

/**
 * Why the API refused a change of the address book: only My Profile's saved addresses name it (checkout says its
 * own words, the order being placed all the same), so only that page downloads the message.
 */
export const ADDRESS_REFUSALS: ErrorMessages = {
  'address-book-full': 'errors.addressBookFull',
};
