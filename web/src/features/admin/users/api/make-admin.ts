import { apiPaths } from '@store/contract/routes';
import { apiFetch } from '../../../../lib/api-client';

/** PUT /api/user/admin/:email: the server sets the admin custom claim. */
export async function makeAdmin(email: string): Promise<void> {
  await apiFetch<unknown>(apiPaths.userAdmin(email), { method: 'PUT' });
}
