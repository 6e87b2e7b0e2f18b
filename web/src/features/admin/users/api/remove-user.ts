import { apiPaths } from '@store/contract/routes';
import { apiFetch } from '../../../../lib/api-client';

/** DELETE /api/user/:uid: removes the account and its users/ document. */
export async function removeUser(uid: string): Promise<void> {
  await apiFetch<unknown>(apiPaths.userById(uid), { method: 'DELETE' });
}
