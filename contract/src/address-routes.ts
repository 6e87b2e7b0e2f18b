import { defineRoute as route } from './api-route';

const book = () => import('./address-book');

/** The signed-in customer's address book: the delivery addresses kept on their profile and offered at checkout. */
export const addressRoutes = {
  listAddresses: route({
    method: 'GET',
    path: '/addresses',
    access: 'signed-in',
    status: 200,
    errors: [],
    schemas: async () => ({ response: (await book()).AddressBook }),
  }),
  addAddress: route({
    method: 'POST',
    path: '/addresses',
    access: 'signed-in',
    // 200 (Idempotent-Replayed) when the book already has the same address: it is not added twice.
    status: 201,
    errors: ['address-book-full'],
    schemas: async () => {
      const { NewAddressBody, AddressBookWithId } = await book();
      return { body: NewAddressBody, response: AddressBookWithId };
    },
  }),
  editAddress: route({
    method: 'PATCH',
    path: '/addresses/:id',
    access: 'signed-in',
    status: 200,
    errors: ['not-found'],
    schemas: async () => {
      const { AddressPath, EditAddressBody, AddressBook } = await book();
      return { params: AddressPath, body: EditAddressBody, response: AddressBook };
    },
  }),
  deleteAddress: route({
    method: 'DELETE',
    path: '/addresses/:id',
    access: 'signed-in',
    status: 204,
    errors: ['not-found'],
    schemas: async () => ({ params: (await book()).AddressPath }),
  }),
} as const;
