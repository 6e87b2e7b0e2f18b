import { api } from '@store/contract/routes';
import { callApi } from '../../../../lib/api-client';

/** The server refuses (409) to demote the last administrator. */
export async function removeAdmin(email: string): Promise<void> {
  await callApi(api.removeAdmin, { params: { email } });
}
