/**
 * Trade account fixtures for any suite (companies, account orders, statements, races): a company applied for and
 * approved, and members invited and joined, all through the API as people would; and the stored company.
 */
import { toPoisha } from '@store/contract/money';
import type { Company, InvitedRole, MyCompany } from '@store/contract/company';
import { collections } from '../firebase';
import { api, createUser, expectStatus, type TestUser } from './emulators';

let companyCount = 0;

/** A body of POST /api/companies; each call a company of a new name. */
export const companyApplication = (overrides: Record<string, unknown> = {}) => ({
  name: `Nawabpur Hardware ${++companyCount}`,
  tradeLicence: 'TRAD/DNCC/012345/2026',
  bin: '000123456-0101',
  address: '45 Nawabpur Road, Dhaka 1100',
  phone: '+880 1712-345678',
  ...overrides,
});

/** `owner` applies for a trade account (POST /api/companies): their company, `applied`. */
export const applyForCompany = async (owner: TestUser, overrides: Record<string, unknown> = {}): Promise<MyCompany> =>
  expectStatus(await api('POST', '/companies', { token: owner.token, body: companyApplication(overrides) }), 201, 'Applying for a trade account');

/** An approved company, with the owner who applied for it. */
export type TestCompany = Company & { owner: TestUser };

/**
 * A company `owner` applied for and an administrator approved with `creditLimit` and `termsDays` (an administrator
 * of its own unless given `admin`).
 */
export async function approvedCompany({
  owner,
  admin,
  creditLimit = 100_000,
  termsDays = 30,
  name,
}: {
  owner: TestUser;
  admin?: TestUser;
  creditLimit?: number;
  termsDays?: number;
  name?: string;
}): Promise<TestCompany> {
  const applied = await applyForCompany(owner, name ? { name } : {});
  const approver = admin ?? (await createUser({ admin: true }));
  const res = await api('PATCH', `/companies/${applied.id}`, { token: approver.token, body: { status: 'approved', creditLimit, termsDays } });
  return { ...expectStatus<Company>(res, 200, 'Approving the company'), owner };
}

/** The owner invites `user` with `role` (a buyer's order limit: none unless given), and `user` accepts: their company as they see it. */
export async function addMember(company: TestCompany, user: TestUser, role: InvitedRole, orderLimit: number | null = null): Promise<MyCompany> {
  const body = { email: user.email, role, ...(orderLimit !== null && { orderLimit }) };
  const invitation = expectStatus(await api('POST', `/companies/${company.id}/members`, { token: company.owner.token, body }), 201, 'Inviting a member');
  return expectStatus(await api('POST', `/companies/invitations/${invitation.id}/accept`, { token: user.token }), 200, 'Accepting the invitation');
}

/** The company as stored. */
export const companyDoc = async (id: string) => (await collections.companies.doc(id).get()).data()!;

/** Sets what the company owes, as its account orders would have (in taka), for tests of the credit rules. */
export const setOutstanding = (id: string, amount: number) => collections.companies.doc(id).update({ outstandingPoisha: toPoisha(amount) });

/** The mails written to `email`, by id. */
export const mailsTo = async (email: string) =>
  new Map((await collections.mail.where('to', '==', email).get()).docs.map((doc) => [doc.id, doc.data().message] as const));
