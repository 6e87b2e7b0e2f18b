import type { Request } from 'express';
import { auth } from '../firebase';
import { ApiError } from './api-error';

/** The verified caller of a request. */
export interface Caller {
  uid: string;
  email: string;
  emailVerified: boolean;
  admin: boolean;
}

const callers = new WeakMap<Request, Promise<Caller>>();

/**
 * Verifies `Authorization: Bearer <ID token>`, checking revocation too, so a removed or signed-out-everywhere
 * user's unexpired token stops working. Memoised per request.
 */
export function authenticate(req: Request): Promise<Caller> {
  let caller = callers.get(req);
  if (!caller) {
    caller = verify(req.get('authorization'));
    callers.set(req, caller);
  }
  return caller;
}

async function verify(header: string | undefined): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) throw new ApiError('unauthenticated', 'Sign in first: send Authorization: Bearer <ID token>');
  try {
    const token = await auth.verifyIdToken(match[1]!, true);
    // A token's claims are up to an hour old: an administrator demoted since then still carries
    // admin: true. So a token that claims the role is checked against the account's current claim
    // (customers' tokens, which do not claim it, cost no extra look-up).
    const admin = token.admin === true && (await auth.getUser(token.uid)).customClaims?.admin === true;
    return {
      uid: token.uid,
      email: (token.email ?? '').toLowerCase(),
      emailVerified: token.email_verified === true,
      admin,
    };
  } catch {
    throw new ApiError('unauthenticated', 'Your sign-in has expired or is not valid. Please sign in again.');
  }
}

export async function requireAdmin(req: Request): Promise<Caller> {
  const caller = await authenticate(req);
  if (!caller.admin) throw new ApiError('permission-denied', 'Only administrators can do this');
  return caller;
}
