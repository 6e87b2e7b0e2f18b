import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { DEFAULT_LOCALE } from '@store/contract/locale';
import type { Invitation, InviteMemberBody, Member, MyCompany, UpdateMemberBody } from '@store/contract/company';
import { collections, runTransaction } from '../firebase';
import { ApiError, invalidField, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { invitationMail, invitationMailRef, queueMail, recipientLocale } from '../mail/mail';
import type { CompanyDocument, InvitationDocument, MembershipDocument } from './company-model';
import { readMyCompany, toInvitation, toMember } from './company-store';

// A company's members: the owner invites people by email, changes their roles and order limits and removes them;
// an invited person joins by accepting while signed in with that verified email.

/** The one invitation of an email to a company: inviting the same person again changes it. */
export const invitationRefFor = (companyId: string, email: string) =>
  collections.invitations.doc(createHash('sha256').update(`${companyId}:${email.toLowerCase()}`).digest('base64url').slice(0, 28));

/** The company `id` as read in `tx`, for its owner: 404 if there is no such company, 403 for anyone else. */
async function readAsOwner(tx: Transaction, caller: Caller, id: string): Promise<CompanyDocument> {
  const [companySnap, membershipSnap] = await Promise.all([tx.get(collections.companies.doc(id)), tx.get(collections.memberships.doc(caller.uid))]);
  const company = companySnap.data();
  if (!company) throw notFound('Company');
  const membership = membershipSnap.data();
  if (membership?.companyId !== id || membership.role !== 'owner') throw new ApiError('permission-denied', "Only the company's owner manages its members");
  return company;
}

/** The membership `uid` of the company `id`, for a change by its owner: the owner's own never changes (409), and one of another company is not found. */
async function readMember(tx: Transaction, caller: Caller, id: string, uid: string): Promise<MembershipDocument> {
  await readAsOwner(tx, caller, id);
  if (uid === caller.uid) throw new ApiError('conflict', "The owner's own membership does not change");
  const member = (await tx.get(collections.memberships.doc(uid))).data();
  if (member?.companyId !== id) throw notFound('Member');
  return member;
}

/**
 * The owner of an approved company invites an email with a role (a buyer with an order limit, or none): the
 * invitation and its mail, in the language of the account with that email if there is one, in one transaction.
 * An email that is already a member of the company is refused (409).
 */
export async function inviteMember(caller: Caller, id: string, body: InviteMemberBody, origin: string): Promise<Invitation> {
  const ref = invitationRefFor(id, body.email);
  return runTransaction(async (tx) => {
    const company = await readAsOwner(tx, caller, id);
    if (company.status !== 'approved') throw new ApiError('invalid-transition', 'Members are invited once the trade account is approved');
    const [member, account] = await Promise.all([
      tx.get(collections.memberships.where('companyId', '==', id).where('email', '==', body.email).limit(1)),
      tx.get(collections.users.where('email', '==', body.email).limit(1)),
    ]);
    if (!member.empty) throw new ApiError('conflict', `${body.email} is already a member of ${company.name}`);
    const doc: InvitationDocument = {
      companyId: id,
      companyName: company.name,
      email: body.email,
      role: body.role,
      orderLimit: body.role === 'buyer' ? (body.orderLimit ?? null) : null,
      invitedBy: caller.email,
      createdAt: Timestamp.now(),
    };
    tx.set(ref, doc);
    const invitation = toInvitation(ref.id, doc);
    const locale = account.docs[0] ? recipientLocale(account.docs[0]) : DEFAULT_LOCALE;
    queueMail(tx, invitationMailRef(ref.id, doc.createdAt.toDate()), invitationMail(invitation, locale, origin));
    return invitation;
  });
}

/** The open invitations to the caller's email, newest first; none until that email is verified. */
export async function listMyInvitations(caller: Caller): Promise<{ invitations: Invitation[] }> {
  if (!caller.emailVerified) return { invitations: [] };
  const snap = await collections.invitations.where('email', '==', caller.email).orderBy('createdAt', 'desc').limit(50).get();
  return { invitations: snap.docs.map((doc) => toInvitation(doc.id, doc.data())) };
}

/**
 * The invited person joins: their membership is created and the invitation deleted in one transaction, which
 * reads their membership, so a user never joins two companies.
 */
export async function acceptInvitation(caller: Caller, id: string): Promise<MyCompany> {
  if (!caller.emailVerified) throw new ApiError('email-not-verified', 'Verify your email address before joining a company');
  const ref = collections.invitations.doc(id);
  const membershipRef = collections.memberships.doc(caller.uid);
  const membership = await runTransaction(async (tx) => {
    const [invitationSnap, existing] = await Promise.all([tx.get(ref), tx.get(membershipRef)]);
    const invitation = invitationSnap.data();
    if (!invitation) throw notFound('Invitation');
    if (invitation.email !== caller.email) throw new ApiError('permission-denied', 'This invitation is for another email address');
    if (existing.exists) throw new ApiError('conflict', 'You already belong to a company');
    const doc: MembershipDocument = {
      companyId: invitation.companyId,
      role: invitation.role,
      orderLimit: invitation.orderLimit,
      email: caller.email,
      joinedAt: Timestamp.now(),
    };
    tx.create(membershipRef, doc);
    tx.delete(ref);
    return doc;
  });
  return readMyCompany(membership);
}

/** The owner changes a member's role and order limit; an approver has none, and giving one is refused (400). */
export async function updateMember(caller: Caller, { id, uid }: { id: string; uid: string }, body: UpdateMemberBody): Promise<Member> {
  return runTransaction(async (tx) => {
    const member = await readMember(tx, caller, id, uid);
    const role = body.role ?? member.role;
    if (role !== 'buyer' && body.orderLimit != null) throw invalidField('orderLimit', 'orderLimit applies to buyers only');
    const orderLimit = role === 'buyer' ? (body.orderLimit === undefined ? member.orderLimit : body.orderLimit) : null;
    tx.update(collections.memberships.doc(uid), { role, orderLimit });
    touchCompany(tx, id);
    return toMember(uid, { ...member, role, orderLimit });
  });
}

/** The owner removes a member: their membership goes (the orders they placed stay the company's). */
export async function removeMember(caller: Caller, { id, uid }: { id: string; uid: string }): Promise<void> {
  await runTransaction(async (tx) => {
    await readMember(tx, caller, id, uid);
    tx.delete(collections.memberships.doc(uid));
    touchCompany(tx, id);
  });
}

/**
 * Marks the company changed with its member: an account order in flight commits only if the company is unchanged
 * since it read the member's role and limit, so it reads them again rather than ordering as the member was.
 */
const touchCompany = (tx: Transaction, id: string) => tx.update(collections.companies.doc(id), { updatedAt: Timestamp.now() });
