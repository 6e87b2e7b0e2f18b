import type { User } from 'firebase/auth';
import { loadAuth } from './auth-sdk';

/** Sends the account's verification email again. */
export async function resendVerificationEmail(user: User): Promise<void> {
  const { sdk } = await loadAuth();
  await sdk.sendEmailVerification(user);
}

/**
 * Reloads the account after the user followed the link (in another tab, or on their phone), and refreshes
 * the ID token so the API sees the verified email too. Answers whether it is verified now.
 */
export async function refreshVerificationStatus(user: User): Promise<boolean> {
  await user.reload();
  await user.getIdToken(true);
  return user.emailVerified;
}
