import { apiPaths } from '@store/contract/routes';
import { apiFetch } from '../../../../lib/api-client';

/** DELETE /api/user/admin/:email: the server refuses (409) to demote the last administrator. */
export async function removeAdmin(email: string): Promise<void> {
  await apiFetch<unknown>(apiPaths.userAdmin(email), { method: 'DELETE' });
}
