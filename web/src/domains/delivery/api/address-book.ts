import type { AddressBook, EditAddressBody, NewAddressBody } from '@store/contract/address-book';
import { addressRoutes } from '@store/contract/address-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user's address book, kept by the server. Keyed by user too: another account never sees it cached. */
export function addressBookQuery(uid: string | undefined) {
  return queryOptions({
    queryKey: [...queryKeys.call(addressRoutes.listAddresses, {}), { uid }],
    queryFn: ({ signal }) => callApi(addressRoutes.listAddresses, {}, { signal }),
    enabled: Boolean(uid),
  });
}

export const useAddressBook = (uid: string | undefined) => useQuery(addressBookQuery(uid));

/**
 * The changes of the book. Each answers the whole book as it now is (a deletion answers nothing, so the book is
 * read again), which replaces the cached one.
 */
export function useAddressBookChanges(uid: string | undefined) {
  const queryClient = useQueryClient();
  const { queryKey } = addressBookQuery(uid);
  const keep = ({ addresses, defaultId }: AddressBook) => queryClient.setQueryData(queryKey, { addresses, defaultId });
  const add = useMutation({
    mutationFn: (body: NewAddressBody) => callApi(addressRoutes.addAddress, { body }),
    onSuccess: keep,
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditAddressBody }) => callApi(addressRoutes.editAddress, { params: { id }, body }),
    onSuccess: keep,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(addressRoutes.deleteAddress, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  return { add, edit, remove };
}
