import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import type { Locale } from '@store/contract/locale';
import type { Role, User } from '@store/contract/user';
import { recordAudit } from '../audit/audit-store';
import { auth, collections, db, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { readPage } from '../http/paging';
import { cancelPendingOrdersOf } from '../orders/order-status';
import { withAdministratorsLock } from './admin-lock';
import { boundedDisplayName } from '../http/display-name';
import { toUser, type UserDocument } from './user-model';

const roleOf = (record: UserRecord): Role => (record.customClaims?.admin === true ? 'admin' : 'user');
const isUserNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

export async function findAuthUserByEmail(email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (isUserNotFound(error)) throw notFound('User');
    throw error;
  }
}

/**
 * Writes users/{uid} from the account as Auth has it now. The document is read first and Auth after, in
 * every try of the transaction: a role change that lands meanwhile either commits its own write after
 * this one, or makes this try read its document again and so see the new claim. So the mirror ends equal
 * to the claim, whatever runs beside it.
 */
function mirrorAccount(
  uid: string,
  change: { displayName?: string; locale?: Locale; claimsChanged?: boolean; audit?: (tx: Transaction, doc: UserDocument) => void } = {},
): Promise<UserDocument> {
  const ref = collections.users.doc(uid);
  return runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    let record: UserRecord;
    try {
      record = await auth.getUser(uid);
    } catch (error) {
      if (isUserNotFound(error)) throw notFound('User');
      throw error;
    }
    const doc: UserDocument = {
      email: (record.email ?? '').toLowerCase(),
      displayName: boundedDisplayName(change.displayName ?? record.displayName ?? existing?.displayName),
      role: roleOf(record),
      emailVerified: record.emailVerified,
      locale: change.locale ?? existing?.locale,
      // Tells the user's open app to refresh its ID token and pick up the new claim.
      claimsUpdatedAt: change.claimsChanged ? Timestamp.now() : (existing?.claimsUpdatedAt ?? null),
      createdAt: existing?.createdAt ?? Timestamp.now(),
    };
    tx.set(ref, doc);
    change.audit?.(tx, doc);
    return doc;
  });
}

/**
 * Records the signed-in user in users/{uid}: email, name and verification from Auth, role from the claim, and
 * the language they chose, when they choose one.
 */
export async function recordUser(uid: string, change: { displayName?: string; locale?: Locale }): Promise<User> {
  return toUser(uid, await mirrorAccount(uid, change));
}

/** A page of users in email order; with `q`, those whose email starts with it (a range on the email, no index needed). */
export async function listUsers({ q, limit, cursor }: { q?: string; limit: number; cursor?: string }) {
  const query = q ? collections.users.where('email', '>=', q).where('email', '<', `${q}\uf8ff`) : collections.users;
  const [page, count] = await Promise.all([
    readPage(query, { orderBy: ['email', 'asc'], limit, cursor }, (doc) => toUser(doc.id, doc.data())),
    query.count().get(),
  ]);
  return { users: page.items, nextCursor: page.nextCursor, total: count.data().count };
}

/** The administrators as Auth knows them: the accounts whose custom claims say admin (the truth, never the mirror). */
async function administratorUids(): Promise<Set<string>> {
  const uids = new Set<string>();
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) if (user.customClaims?.admin === true) uids.add(user.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  return uids;
}

/**
 * Checks, under the administrators lock, that the caller is still an administrator and that the change
 * leaves at least one: `losing` is the administrator the change takes away (if the target is one). No
 * caller is the operator's own command (npm run make-admin), which holds the project's credentials.
 */
async function guardAdministrators(actor: Caller | undefined, losing: string | undefined) {
  const admins = await administratorUids();
  // The request was allowed when it arrived; a racing change may have demoted or removed its caller since.
  if (actor && !admins.has(actor.uid)) throw new ApiError('permission-denied', 'Only administrators can do this');
  if (losing && admins.has(losing) && admins.size <= 1) {
    throw new ApiError('last-admin', 'The store must keep at least one administrator');
  }
}

/** Gives or takes the admin role: the claim (the truth) changes first, then its mirror in users/. */
export async function setRole(email: string, role: Role, actor?: Caller): Promise<User> {
  return withAdministratorsLock(async () => {
    const record = await findAuthUserByEmail(email);
    await guardAdministrators(actor, role === 'user' ? record.uid : undefined);
    const claims = { ...(record.customClaims ?? {}) };
    const changed = roleOf(record) !== role;
    if (role === 'admin') claims.admin = true;
    else delete claims.admin;
    await auth.setCustomUserClaims(record.uid, claims);
    // The claim lives in Auth, outside any Firestore commit: the entry goes with its mirror, in one transaction.
    const audit =
      actor && changed
        ? (tx: Transaction, doc: UserDocument) =>
            recordAudit(tx, actor, role === 'admin' ? 'role.grant' : 'role.revoke', record.uid, `${doc.email} ${role === 'admin' ? 'made an administrator' : 'no longer an administrator'}`)
        : undefined;
    return toUser(record.uid, await mirrorAccount(record.uid, { claimsChanged: true, audit }));
  });
}

/**
 * Removes a user: their account (tokens revoked first, so nothing new starts in their name), their pending
 * orders (cancelled, units back in stock), their users/ document, their company membership and their address book. Orders that went
 * further stay as history. Never the last administrator.
 */
export async function removeUser(actor: Caller, uid: string): Promise<void> {
  await withAdministratorsLock(async () => {
    let found = true;
    let email_ = '';
    try {
      email_ = (await auth.getUser(uid)).email ?? '';
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
      found = false;
    }
    await guardAdministrators(actor, found ? uid : undefined);
    if (found) {
      await auth.revokeRefreshTokens(uid);
      await auth.deleteUser(uid).catch((error: unknown) => {
        if (!isUserNotFound(error)) throw error;
      });
    }
    const ref = collections.users.doc(uid);
    const mirror = await ref.get();
    if (!found && !mirror.exists) throw notFound('User');
    const cancelled = await cancelPendingOrdersOf(uid);
    const batch = db.batch();
    batch.delete(ref);
    // Their place in a trade account goes with them. An owner's company stays as it is (its account orders and
    // balance are still owed), owned by an account that no longer exists, until an administrator deals with it.
    batch.delete(collections.memberships.doc(uid));
    // So do the delivery addresses they kept: nobody else may read them, and nothing refers to them.
    batch.delete(collections.addressBooks.doc(uid));
    const email = mirror.data()?.email ?? email_;
    recordAudit(batch, actor, 'user.remove', uid, `Removed ${email || uid}; ${cancelled} pending order${cancelled === 1 ? '' : 's'} cancelled, units back in stock`);
    await batch.commit();
  });
}
