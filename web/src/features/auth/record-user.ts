import { api } from '@store/contract/routes';
import type { User } from 'firebase/auth';
import { callApi } from '../../lib/api-client';

/**
 * Records the signed-in user in users/ (the server ignores any role sent).
 * Not fatal if it fails: the next sign-in records the user again.
 */
export async function recordUser(user: User, displayName = user.displayName ?? undefined): Promise<void> {
  if (!user.email) return;
  try {
    await callApi(api.recordUser, { params: { email: user.email }, body: displayName ? { displayName } : {} });
  } catch (error) {
    console.warn('Could not record the user profile:', error);
  }
}
