import { Timestamp } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import type { Role, User } from '@store/contract/user';
import { auth, collections, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { toUser, type UserDocument } from './user-model';

const roleOf = (record: UserRecord): Role => (record.customClaims?.admin === true ? 'admin' : 'user');

export async function findAuthUserByEmail(email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw notFound('User');
    throw error;
  }
}

/** Records the signed-in user in users/{uid}: email, name and verification from Auth, role from the claim. */
export async function recordUser(uid: string, displayName?: string): Promise<User> {
  const record = await auth.getUser(uid);
  const ref = collections.users.doc(uid);
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const existing = snap.data() as UserDocument | undefined;
    const doc: UserDocument = {
      email: (record.email ?? '').toLowerCase(),
      displayName: displayName ?? record.displayName ?? existing?.displayName ?? '',
      role: roleOf(record),
      emailVerified: record.emailVerified,
      claimsUpdatedAt: existing?.claimsUpdatedAt ?? null,
      createdAt: existing?.createdAt ?? Timestamp.now(),
    };
    tx.set(ref, doc);
    return toUser(uid, doc);
  });
}

export async function listUsers({ limit, cursor }: { limit: number; cursor?: string }) {
  let query = collections.users.orderBy('email').orderBy('__name__');
  if (cursor) query = query.startAfter(...decodeCursor(cursor, 2));
  const [snap, count] = await Promise.all([query.limit(limit + 1).get(), collections.users.count().get()]);
  const docs = snap.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    users: docs.map((doc) => toUser(doc.id, doc.data() as UserDocument)),
    nextCursor: snap.docs.length > limit && last ? encodeCursor([last.get('email'), last.id]) : null,
    total: count.data().count,
  };
}

/**
 * Gives or takes the admin role. The users/ document changes in a transaction that also guards
 * "never zero administrators"; the claim follows it, and is re-read once set so that two concurrent
 * changes of one user end with the claim and the document agreeing.
 */
export async function setRole(email: string, role: Role): Promise<User> {
  const record = await findAuthUserByEmail(email);
  const ref = collections.users.doc(record.uid);
  const admins = collections.users.where('role', '==', 'admin');
  const user = await runTransaction(async (tx) => {
    const [snap, adminSnap] = await Promise.all([tx.get(ref), role === 'user' ? tx.get(admins) : undefined]);
    const existing = snap.data() as UserDocument | undefined;
    const isAdminNow = roleOf(record) === 'admin' || existing?.role === 'admin';
    if (role === 'user' && isAdminNow && adminSnap && adminSnap.docs.filter((doc) => doc.id !== record.uid).length === 0) {
      throw new ApiError('last-admin', 'The last administrator cannot be demoted');
    }
    const doc: UserDocument = {
      email: (record.email ?? email).toLowerCase(),
      displayName: existing?.displayName ?? record.displayName ?? '',
      role,
      emailVerified: record.emailVerified,
      claimsUpdatedAt: existing?.claimsUpdatedAt ?? null,
      createdAt: existing?.createdAt ?? Timestamp.now(),
    };
    tx.set(ref, doc);
    return doc;
  });
  await syncAdminClaim(record.uid, role);
  // Only now that the claim is set: tells the user's open app to refresh its ID token and pick it up.
  const claimsUpdatedAt = Timestamp.now();
  await ref.update({ claimsUpdatedAt });
  return toUser(record.uid, { ...user, claimsUpdatedAt });
}

async function syncAdminClaim(uid: string, role: Role) {
  let wanted = role;
  for (let attempt = 0; attempt < 3; attempt++) {
    const claims = { ...((await auth.getUser(uid)).customClaims ?? {}) };
    if (wanted === 'admin') claims.admin = true;
    else delete claims.admin;
    await auth.setCustomUserClaims(uid, claims);
    const settled = ((await collections.users.doc(uid).get()).get('role') as Role | undefined) ?? wanted;
    if (settled === wanted) return;
    wanted = settled;
  }
}

/** Deletes the account (revoking its tokens first) and its users/ document. Orders stay as history. */
export async function removeUser(uid: string): Promise<void> {
  let found = true;
  try {
    await auth.revokeRefreshTokens(uid);
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    found = false;
  }
  const ref = collections.users.doc(uid);
  if (!found && !(await ref.get()).exists) throw notFound('User');
  await ref.delete();
}
