import type { MemberRole } from '@store/contract/company';
import type { CompanyDocument } from '../companies/company-model';
import { collections, readGroups } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';

/** Who reads a company's account: an administrator, or a member in their role. */
export type AccountReader = MemberRole | 'admin';

/**
 * The company `id` and the caller's part in it, for a call that `roles` of its members (and administrators) may
 * make: 404 when there is no such company, 403 for anyone else (not a member of it, or a role that may not).
 * The company and the caller's membership are read in one round trip.
 */
export async function companyFor(caller: Caller, id: string, roles: readonly MemberRole[], refusal: string): Promise<{ company: CompanyDocument; reader: AccountReader }> {
  const { companies, memberships } = await readGroups({ companies: [collections.companies.doc(id)], memberships: [collections.memberships.doc(caller.uid)] });
  const company = companies[0]!.data();
  if (!company) throw notFound('Company');
  if (caller.admin) return { company, reader: 'admin' };
  const membership = memberships[0]!.data();
  if (membership?.companyId !== id) throw new ApiError('permission-denied', 'You are not a member of this company');
  if (!roles.includes(membership.role)) throw new ApiError('permission-denied', refusal);
  return { company, reader: membership.role };
}
