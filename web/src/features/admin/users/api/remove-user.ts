import { api } from '@store/contract/routes';
import { callApi } from '../../../../lib/api-client';

/** Removes the account and its users/ document; the server cancels the user's pending orders. */
export async function removeUser(uid: string): Promise<void> {
  await callApi(api.removeUser, { params: { uid } });
}
