import { sendEmailVerification, type User } from 'firebase/auth';

export async function resendVerificationEmail(user: User): Promise<void> {
  await sendEmailVerification(user);
}

/** Reloads the account after the user followed the link, so "verified" shows without signing out. */
export async function refreshVerificationStatus(user: User): Promise<boolean> {
  await user.reload();
  await user.getIdToken(true);
  return user.emailVerified;
}
