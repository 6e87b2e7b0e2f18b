import { api } from '@store/contract/routes';
import { updateProfile, type User } from 'firebase/auth';
import { callApi } from '../../../lib/api-client';

/**
 * Renames the signed-in user in Firebase Auth, then records the name in users/ through the API
 * (reviews and the admin's user list read it there).
 */
export async function saveDisplayName(user: User, displayName: string): Promise<void> {
  await updateProfile(user, { displayName });
  // A fresh ID token carries the new name and tells every auth listener (the nav bar too).
  await user.getIdToken(true);
  const email = user.email ?? '';
  await callApi(api.recordUser, { params: { email }, body: { email, displayName } });
}
