import { z } from '@store/contract/zod';
import { COMPANY_STATUSES, INVITED_ROLES, MEMBER_ROLES } from '@store/contract/company';
import { RECORDED_METHODS } from '@store/contract/payment';
import { StoredTime } from '../stored-time';

/**
 * companies/{id}: a trade account. `outstandingPoisha` is the unpaid balance of its account orders that are not
 * cancelled, in whole poisha so that every change is an exact increment; it changes in the same commit as the
 * order that moves it (company-credit.ts). `hold` is an administrator's; an overdue order holds the account too,
 * which is read from the orders (overdueOrderOf). `queue` orders the administrators' list: applications (0) first.
 */
export const CompanyDocument = z.object({
  name: z.string(),
  tradeLicence: z.string(),
  bin: z.string().optional(),
  address: z.string(),
  phone: z.string(),
  status: z.enum(COMPANY_STATUSES),
  ownerUid: z.string(),
  ownerEmail: z.string(),
  declineReason: z.string().optional(),
  creditLimit: z.number(),
  termsDays: z.number().nullable(),
  hold: z.boolean(),
  outstandingPoisha: z.number().int(),
  queue: z.union([z.literal(0), z.literal(1)]),
  createdAt: StoredTime,
  updatedAt: StoredTime,
});
export type CompanyDocument = z.infer<typeof CompanyDocument>;

/** memberships/{uid}: the one company a user belongs to, and their part in it (a buyer's order limit: null, none). */
export const MembershipDocument = z.object({
  companyId: z.string(),
  role: z.enum(MEMBER_ROLES),
  orderLimit: z.number().nullable(),
  email: z.string(),
  joinedAt: StoredTime,
});
export type MembershipDocument = z.infer<typeof MembershipDocument>;

/**
 * invitations/{id}: an owner's invitation to an email, open until that person accepts it. The id is derived from
 * the company and the email, so inviting the same person again changes the one invitation.
 */
export const InvitationDocument = z.object({
  companyId: z.string(),
  companyName: z.string(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  orderLimit: z.number().nullable(),
  invitedBy: z.string(),
  createdAt: StoredTime,
});
export type InvitationDocument = z.infer<typeof InvitationDocument>;

/**
 * companies/{id}/payments/{id}: money a company paid, as an administrator recorded it, and the orders it went to.
 * The id is derived from the amount, method and reference, so the same record sent again is found, not applied twice.
 */
export const CompanyPaymentDocument = z.object({
  amount: z.number(),
  method: z.enum(RECORDED_METHODS),
  reference: z.string(),
  at: StoredTime,
  by: z.string(),
  applied: z.array(z.object({ orderId: z.string(), amount: z.number() })),
});
export type CompanyPaymentDocument = z.infer<typeof CompanyPaymentDocument>;
