import { api } from '@store/contract/routes';
import { callApi } from '../../../../lib/api-client';

/** The server sets the admin custom claim. */
export async function makeAdmin(email: string): Promise<void> {
  await callApi(api.makeAdmin, { params: { email } });
}
