import { Timestamp, type Query } from 'firebase-admin/firestore';
import { formatMoney } from '@store/contract/money';
import type { ApplyCompanyBody, Company, CompanyStatus, Invitation, Member, MyCompany, UpdateCompanyBody } from '@store/contract/company';
import type { AuditAction } from '@store/contract/audit';
import { recordAudit } from '../audit/audit-store';
import { collections, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { readPage } from '../http/paging';
import { companyDecisionMail, companyDecisionMailRef, queueMail, recipientLocale, recipientRef } from '../mail/mail';
import { creditLimitRefusal, hasOverdueOrder, toCompany } from './company-credit';
import type { CompanyDocument, InvitationDocument, MembershipDocument } from './company-model';

// Applications for a trade account and their decision, the administrators' list, and a member's own company.

export const toMember = (uid: string, doc: MembershipDocument): Member => ({
  uid,
  email: doc.email,
  role: doc.role,
  orderLimit: doc.orderLimit,
  joinedAt: doc.joinedAt.toDate().toISOString(),
});

export const toInvitation = (id: string, doc: InvitationDocument): Invitation => ({ id, ...doc, createdAt: doc.createdAt.toDate().toISOString() });

/** Only an approved company has account orders, so only its hold can come from an overdue one. */
const isOverdue = (id: string, doc: CompanyDocument, now?: Timestamp) => (doc.status === 'approved' ? hasOverdueOrder(id, now) : Promise.resolve(false));

/** The company of `membership` as its member sees it: their role and order limit; the owner also gets the members and open invitations. */
export async function readMyCompany(membership: MembershipDocument): Promise<MyCompany> {
  const { companyId } = membership;
  const owner = membership.role === 'owner';
  const [snap, members, invitations] = await Promise.all([
    collections.companies.doc(companyId).get(),
    owner ? collections.memberships.where('companyId', '==', companyId).orderBy('joinedAt', 'asc').get() : undefined,
    owner ? collections.invitations.where('companyId', '==', companyId).orderBy('createdAt', 'desc').get() : undefined,
  ]);
  const doc = snap.data();
  if (!doc) throw notFound('Company');
  return {
    ...toCompany(companyId, doc, await isOverdue(companyId, doc)),
    role: membership.role,
    orderLimit: membership.orderLimit,
    ...(members && { members: members.docs.map((member) => toMember(member.id, member.data())) }),
    ...(invitations && { invitations: invitations.docs.map((invitation) => toInvitation(invitation.id, invitation.data())) }),
  };
}

/** GET /companies/mine: 404 for a caller who belongs to no company. */
export async function getMyCompany(caller: Caller): Promise<MyCompany> {
  const membership = (await collections.memberships.doc(caller.uid).get()).data();
  if (!membership) throw new ApiError('not-found', 'You do not belong to a company');
  return readMyCompany(membership);
}

/**
 * A verified customer applies: the company, `applied`, and their owner membership, in one transaction on the
 * membership, so a user never has two. A member of any company is refused (409), except the owner of a declined
 * application, whose new application replaces it in the same company document, as a new application of now.
 */
export async function applyForCompany(caller: Caller, body: ApplyCompanyBody): Promise<MyCompany> {
  const membershipRef = collections.memberships.doc(caller.uid);
  const membership = await runTransaction(async (tx) => {
    const existing = (await tx.get(membershipRef)).data();
    let companyRef = collections.companies.doc();
    if (existing) {
      const company = existing.role === 'owner' ? (await tx.get(collections.companies.doc(existing.companyId))).data() : undefined;
      if (company?.status === 'applied') throw new ApiError('conflict', 'Your application is already in: an administrator will decide it soon');
      if (company?.status !== 'declined') throw new ApiError('conflict', 'You already belong to a company');
      companyRef = collections.companies.doc(existing.companyId);
    }
    const now = Timestamp.now();
    const company: CompanyDocument = {
      name: body.name,
      tradeLicence: body.tradeLicence,
      ...(body.bin !== undefined && { bin: body.bin }),
      address: body.address,
      phone: body.phone,
      status: 'applied',
      ownerUid: caller.uid,
      ownerEmail: caller.email,
      creditLimit: 0,
      termsDays: null,
      hold: false,
      // A declined application never bought on account: nothing is owed.
      outstandingPoisha: 0,
      queue: 0,
      createdAt: now,
      updatedAt: now,
    };
    // set, not update: the declined application's reason and details go with it.
    tx.set(companyRef, company);
    if (existing) return existing;
    const owner: MembershipDocument = { companyId: companyRef.id, role: 'owner', orderLimit: null, email: caller.email, joinedAt: now };
    tx.create(membershipRef, owner);
    return owner;
  });
  return readMyCompany(membership);
}

/** The administrators' list: applications first, then the newest, by status, a page at a time. */
export async function listCompanies({ status, limit, cursor }: { status?: CompanyStatus; limit: number; cursor?: string }) {
  const query: Query<CompanyDocument> = status ? collections.companies.where('status', '==', status) : collections.companies;
  const page = await readPage(query, { groupBy: ['queue', 'asc'], orderBy: ['createdAt', 'desc'], limit, cursor }, (doc) => ({ id: doc.id, doc: doc.data() }));
  const now = Timestamp.now();
  const companies = await Promise.all(page.items.map(async ({ id, doc }) => toCompany(id, doc, await isOverdue(id, doc, now))));
  return { companies, nextCursor: page.nextCursor };
}

/** A change an administrator makes to a company: its fields, its audit entry, and whether the owner gets the decision by mail. */
interface CompanyChange {
  fields: Partial<CompanyDocument>;
  action: AuditAction;
  summary: string;
  decided: boolean;
}

/**
 * What `body` changes on `company`: approving or declining an application (only one still `applied`), or the
 * limit, terms and hold of an approved account, never a limit below what it owes. Throws the refusal.
 */
function changeOf(company: CompanyDocument, body: UpdateCompanyBody): CompanyChange | undefined {
  if (body.status) {
    if (company.status !== 'applied') throw new ApiError('invalid-transition', `This application is already ${company.status}`);
    if (body.status === 'approved') {
      const fields = { status: 'approved' as const, creditLimit: body.creditLimit!, termsDays: body.termsDays!, queue: 1 as const };
      const summary = `Approved ${company.name}: credit limit ${formatMoney(fields.creditLimit)}, terms ${fields.termsDays} days`;
      return { fields, action: 'company.approve', summary, decided: true };
    }
    const fields = { status: 'declined' as const, declineReason: body.reason!, queue: 1 as const };
    return { fields, action: 'company.decline', summary: `Declined ${company.name}: ${body.reason}`, decided: true };
  }
  if (company.status !== 'approved') throw new ApiError('invalid-transition', `The limit, terms and hold change on an approved account; this one is ${company.status}`);
  const fields: Partial<CompanyDocument> = {};
  const changes: string[] = [];
  if (body.creditLimit !== undefined && body.creditLimit !== company.creditLimit) {
    const refusal = creditLimitRefusal(company, body.creditLimit);
    if (refusal) throw refusal;
    fields.creditLimit = body.creditLimit;
    changes.push(`credit limit ${formatMoney(company.creditLimit)} -> ${formatMoney(body.creditLimit)}`);
  }
  if (body.termsDays !== undefined && body.termsDays !== company.termsDays) {
    fields.termsDays = body.termsDays;
    changes.push(`terms ${company.termsDays} -> ${body.termsDays} days`);
  }
  if (body.hold !== undefined && body.hold !== company.hold) {
    fields.hold = body.hold;
    changes.push(body.hold ? 'put on hold' : 'released from hold');
  }
  if (!changes.length) return undefined;
  return { fields, action: 'company.update', summary: `${company.name}: ${changes.join('; ')}`, decided: false };
}

/**
 * An administrator decides an application or changes an account, in a transaction that reads the company: the
 * change, its audit entry and (for a decision) the owner's mail commit together, and an order placed meanwhile
 * either commits first, and its balance counts against a lowered limit, or reads the new limit. A request
 * that changes nothing writes nothing.
 */
export async function updateCompany(caller: Caller, id: string, body: UpdateCompanyBody, origin: string): Promise<Company> {
  const ref = collections.companies.doc(id);
  const updated = await runTransaction(async (tx) => {
    const company = (await tx.get(ref)).data();
    if (!company) throw notFound('Company');
    const change = changeOf(company, body);
    if (!change) return company;
    // The owner's language, read (like every read of a transaction) before anything is written.
    const recipient = change.decided ? await tx.get(recipientRef(company.ownerUid)) : undefined;
    const doc: CompanyDocument = { ...company, ...change.fields, updatedAt: Timestamp.now() };
    tx.update(ref, { ...change.fields, updatedAt: doc.updatedAt });
    recordAudit(tx, caller, change.action, id, change.summary);
    if (recipient) {
      queueMail(tx, companyDecisionMailRef(id, company.createdAt.toDate()), companyDecisionMail(toCompany(id, doc, false), recipientLocale(recipient), origin));
    }
    return doc;
  });
  return toCompany(id, updated, await isOverdue(id, updated));
}
