import { apiPaths } from '@store/contract/routes';
import type { UpsertUserBody } from '@store/contract/user';
import { updateProfile, type User } from 'firebase/auth';
import { apiFetch } from '../../../lib/api-client';

/**
 * Renames the signed-in user in Firebase Auth, then records the name in users/ through the API
 * (reviews and the admin's user list read it there).
 */
export async function saveDisplayName(user: User, displayName: string): Promise<void> {
  await updateProfile(user, { displayName });
  // A fresh ID token carries the new name and tells every auth listener (the nav bar too).
  await user.getIdToken(true);
  const email = user.email ?? '';
  const body: UpsertUserBody = { email, displayName };
  await apiFetch<unknown>(apiPaths.user(email), { method: 'PUT', body });
}
