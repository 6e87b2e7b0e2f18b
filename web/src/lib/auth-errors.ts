/** Human text for the Firebase Auth error codes users can run into on our forms. */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'The password is wrong. Try again or reset it.',
  'auth/invalid-credential': 'The email or the password is wrong.',
  'auth/invalid-login-credentials': 'The email or the password is wrong.',
  'auth/user-not-found': 'There is no account with this email. Please register first.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, or reset your password, and try again.',
  'auth/network-request-failed': 'Cannot reach the sign-in service. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with this email already exists. Please log in instead.',
  'auth/invalid-email': 'The email address is not valid.',
  'auth/weak-password': 'The password is too weak: use at least 6 characters.',
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before signing in.',
  'auth/cancelled-popup-request': 'The Google sign-in was cancelled.',
  'auth/popup-blocked': 'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential':
    'An account with this email already exists with another sign-in method.',
  'auth/requires-recent-login': 'Please sign in again to do this.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
};

export function isAuthErrorCode(code: unknown): code is string {
  return typeof code === 'string' && code.startsWith('auth/');
}

export function authErrorMessage(code: string): string {
  return AUTH_MESSAGES[code] ?? 'Something went wrong while signing in. Please try again.';
}
