import { apiPaths } from '@store/contract/routes';
import type { User } from 'firebase/auth';
import { apiFetch } from '../../lib/api-client';

/**
 * PUT /api/user/:email: records the signed-in user in users/ (the server ignores any role sent).
 * Not fatal if it fails: the next sign-in records the user again.
 */
export async function recordUser(user: User, displayName = user.displayName ?? undefined): Promise<void> {
  if (!user.email) return;
  try {
    await apiFetch(apiPaths.user(user.email), {
      method: 'PUT',
      body: displayName ? { displayName } : {},
    });
  } catch (error) {
    console.warn('Could not record the user profile:', error);
  }
}
