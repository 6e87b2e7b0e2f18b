import { useActionErrorText, type SignInErrorMessages } from '../../lib/action-error-text';

/** What the sign-in forms can be told by Firebase Auth, besides what any signed-in page can. */
const SIGN_IN_FORM_ERRORS: SignInErrorMessages = {
  'auth/wrong-password': 'authError.wrongPassword',
  'auth/invalid-credential': 'authError.wrongCredentials',
  'auth/invalid-login-credentials': 'authError.wrongCredentials',
  'auth/user-not-found': 'authError.noAccount',
  'auth/email-already-in-use': 'authError.emailInUse',
  'auth/invalid-email': 'authError.invalidEmail',
  'auth/weak-password': 'authError.weakPassword',
  'auth/missing-password': 'authError.missingPassword',
  'auth/user-disabled': 'authError.disabled',
  'auth/popup-closed-by-user': 'authError.popupClosed',
  'auth/cancelled-popup-request': 'authError.popupCancelled',
  'auth/popup-blocked': 'authError.popupBlocked',
  'auth/account-exists-with-different-credential': 'authError.otherSignInMethod',
  'auth/expired-action-code': 'authError.linkExpired',
};

/** Why signing in, registering or resetting a password failed, in the page's language. */
export const useAuthErrorText = () => useActionErrorText(SIGN_IN_FORM_ERRORS);
