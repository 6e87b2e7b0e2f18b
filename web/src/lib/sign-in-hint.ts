/**
 * The app's own note that a user was signed in in this browser when it last knew: on a page load, it decides
 * whether to load Firebase Auth straight away (to restore the session) or only when something needs it, so
 * anonymous visitors never download Firebase. Firebase's own saved state stays Firebase's business; a note
 * that is wrong only delays the session until a sign-in form or a guarded page loads Firebase.
 */
const KEY = 'voltforge:signed-in';

export function mayBeSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): every load then starts Firebase, which still finds the session itself.
  }
}
