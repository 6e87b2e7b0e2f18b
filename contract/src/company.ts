import { z } from './zod';
import { CurrencyCode, cursorPage, DocId, Email, IsoDate, listQuery, text } from './common';
import { compareMoney } from './money';
import { moneyAmount } from './money-schema';
import { ADDRESS_MAX, OrderStatus, Phone } from './order';
import { RECORDED_METHODS } from './payment';

// Trade accounts: companies that buy on credit, within a limit an administrator sets, through members whose
// orders above their own limit wait for an owner's or approver's approval. Amounts are taka with at most two
// decimals, always summed in whole poisha, as every amount of an order is.

/** `applied` until an administrator decides; only an `approved` company buys on account. */
export const COMPANY_STATUSES = ['applied', 'approved', 'declined'] as const;
export const CompanyStatus = z.enum(COMPANY_STATUSES, { error: `status must be one of ${COMPANY_STATUSES.join(', ')}` });
export type CompanyStatus = z.infer<typeof CompanyStatus>;

/** Payment terms: an account order falls due this many days after it ships. */
export const TERMS_DAYS = [7, 15, 30, 45, 60] as const;
export const TermsDays = z
  .number({ error: `termsDays must be one of ${TERMS_DAYS.join(', ')}` })
  .refine((days) => (TERMS_DAYS as readonly number[]).includes(days), `termsDays must be one of ${TERMS_DAYS.join(', ')}`);

/**
 * A member's part: the `owner` applied and manages members; an `approver` approves orders and reads the
 * statement; a `buyer` orders, within their order limit if they have one.
 */
export const MEMBER_ROLES = ['owner', 'approver', 'buyer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** The roles the owner gives: there is one owner, the applicant. */
export const INVITED_ROLES = ['approver', 'buyer'] as const;
export const InvitedRole = z.enum(INVITED_ROLES, { error: 'role must be approver or buyer' });
export type InvitedRole = z.infer<typeof InvitedRole>;

/** Roles that see every order of the company, approve them and read its statement. */
export const ACCOUNT_MANAGERS: readonly MemberRole[] = ['owner', 'approver'];

/** Why a company places no account order: an administrator's hold, or an order past its due date and unpaid. */
export const HOLD_REASONS = ['administrator', 'overdue'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const Company = z.object({
  id: z.string(),
  name: z.string(),
  tradeLicence: z.string(),
  /** VAT registration (Business Identification Number), when the company has one. */
  bin: z.string().optional(),
  address: z.string(),
  phone: z.string(),
  status: CompanyStatus,
  ownerUid: z.string(),
  ownerEmail: z.string(),
  /** Why the application was declined. */
  declineReason: z.string().optional(),
  /** 0 until approved. */
  creditLimit: z.number(),
  /** null until approved. */
  termsDays: z.number().nullable(),
  /** The unpaid balance of the company's account orders that are not cancelled. */
  outstanding: z.number(),
  /** creditLimit - outstanding, never below 0. */
  available: z.number(),
  /** On credit hold: no account order is placed or approved while it is. */
  hold: z.boolean(),
  holdReason: z.enum(HOLD_REASONS).nullable(),
  currency: CurrencyCode,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Company = z.infer<typeof Company>;

export const Member = z.object({
  uid: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** A buyer's largest order without approval; null: no limit. */
  orderLimit: z.number().nullable(),
  joinedAt: IsoDate,
});
export type Member = z.infer<typeof Member>;

export const Invitation = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  email: z.string(),
  role: InvitedRole,
  orderLimit: z.number().nullable(),
  invitedBy: z.string(),
  createdAt: IsoDate,
});
export type Invitation = z.infer<typeof Invitation>;

/**
 * Answer of GET /api/companies/mine: the caller's company with their own role and order limit; the owner also
 * gets the members and the invitations still open.
 */
export const MyCompany = Company.extend({
  role: z.enum(MEMBER_ROLES),
  orderLimit: z.number().nullable(),
  members: z.array(Member).optional(),
  invitations: z.array(Invitation).optional(),
});
export type MyCompany = z.infer<typeof MyCompany>;

export const COMPANY_NAME_MAX = 120;

/** Body of POST /api/companies: a trade account application. */
export const ApplyCompanyBody = z
  .object({
    name: text('name', COMPANY_NAME_MAX),
    tradeLicence: text('tradeLicence', 40),
    bin: text('bin', 40).optional(),
    address: text('address', ADDRESS_MAX),
    phone: Phone,
  })
  .strict();
export type ApplyCompanyBody = z.infer<typeof ApplyCompanyBody>;

/** Query of GET /api/companies (administrators): applications first, then the newest. */
export const CompanyListQuery = listQuery({ status: CompanyStatus.optional() }, { max: 100, fallback: 50 });
export type CompanyListQuery = z.input<typeof CompanyListQuery>;
export const CompanyPage = cursorPage({ companies: z.array(Company) });
export type CompanyPage = z.infer<typeof CompanyPage>;

/**
 * Body of PATCH /api/companies/:id (administrators): approve an application with a credit limit and terms,
 * decline it with a reason, or change an approved account's limit, terms or hold.
 */
export const UpdateCompanyBody = z
  .object({
    status: z.enum(['approved', 'declined'], { error: 'status must be approved or declined' }).optional(),
    creditLimit: moneyAmount('creditLimit', { min: 'zero' }).optional(),
    termsDays: TermsDays.optional(),
    reason: text('reason', 500).optional(),
    hold: z.boolean({ error: 'hold must be true or false' }).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.status === 'approved') {
      if (body.creditLimit === undefined) issue('creditLimit', 'creditLimit is required to approve');
      if (body.termsDays === undefined) issue('termsDays', 'termsDays is required to approve');
      if (body.reason !== undefined) issue('reason', 'reason goes with a decline');
      if (body.hold !== undefined) issue('hold', 'hold is changed apart from an approval');
    } else if (body.status === 'declined') {
      if (body.reason === undefined) issue('reason', 'reason is required to decline');
      for (const field of ['creditLimit', 'termsDays', 'hold'] as const) {
        if (body[field] !== undefined) issue(field, `${field} does not go with a decline`);
      }
    } else {
      if (body.reason !== undefined) issue('reason', 'reason goes with a decline');
      if (body.creditLimit === undefined && body.termsDays === undefined && body.hold === undefined) {
        issue('body', 'give a status, or at least one of creditLimit, termsDays, hold');
      }
    }
  });
export type UpdateCompanyBody = z.infer<typeof UpdateCompanyBody>;

/** Body of POST /api/companies/:id/members (the owner): an invitation by email. */
export const InviteMemberBody = z
  .object({
    email: Email,
    role: InvitedRole,
    orderLimit: moneyAmount('orderLimit', { min: 'zero' }).optional(),
  })
  .strict()
  .refine((body) => body.orderLimit === undefined || body.role === 'buyer', { path: ['orderLimit'], message: 'orderLimit applies to buyers only' });
export type InviteMemberBody = z.infer<typeof InviteMemberBody>;

/** Body of PATCH /api/companies/:id/members/:uid (the owner): a member's role and order limit (null: none). */
export const UpdateMemberBody = z
  .object({
    role: InvitedRole.optional(),
    orderLimit: moneyAmount('orderLimit', { min: 'zero' }).nullable().optional(),
  })
  .strict()
  .refine((body) => body.role !== undefined || body.orderLimit !== undefined, { path: ['body'], message: 'give role or orderLimit' })
  .refine((body) => body.orderLimit == null || body.role !== 'approver', { path: ['orderLimit'], message: 'orderLimit applies to buyers only' });
export type UpdateMemberBody = z.infer<typeof UpdateMemberBody>;

/** Path of /companies/:id/members/:uid. */
export const MemberPath = z.object({ id: DocId, uid: DocId });

/** Answer of GET /api/companies/invitations: the invitations to the caller's verified email. */
export const InvitationList = z.object({ invitations: z.array(Invitation) });

/** Body of POST /api/orders/:id/approval (an owner or approver of the order's company). */
export const ApprovalBody = z.discriminatedUnion(
  'decision',
  [z.object({ decision: z.literal('approve') }).strict(), z.object({ decision: z.literal('reject'), reason: text('reason', 500) }).strict()],
  { error: 'decision must be approve or reject' },
);
export type ApprovalBody = z.infer<typeof ApprovalBody>;

/** Query of GET /api/companies/:id/statement: JSON, or `format=csv` for the CSV download. */
export const StatementQuery = z.object({ format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional() }).strict();
export type StatementQuery = z.infer<typeof StatementQuery>;

/** One account order on the statement. `dueAt` is null until it ships. */
export const StatementLine = z.object({
  orderId: z.string(),
  placedAt: IsoDate,
  buyerEmail: z.string(),
  poNumber: z.string().optional(),
  status: OrderStatus,
  amount: z.number(),
  paid: z.number(),
  balance: z.number(),
  dueAt: IsoDate.nullable(),
  overdue: z.boolean(),
});
export type StatementLine = z.infer<typeof StatementLine>;

/** The statement: the account's figures and every account order that counts on it (not cancelled), oldest first. */
export const Statement = z.object({
  company: Company,
  generatedAt: IsoDate,
  lines: z.array(StatementLine),
});
export type Statement = z.infer<typeof Statement>;

/** Query of GET /api/companies/:id/orders: the company's orders (a buyer: their own), newest first. */
export const CompanyOrderListQuery = listQuery({ status: OrderStatus.optional() }, { max: 100, fallback: 50 });
export type CompanyOrderListQuery = z.input<typeof CompanyOrderListQuery>;

/** Body of POST /api/companies/:id/payments (administrators): money from the company, applied oldest due first. */
export const CompanyPaymentBody = z
  .object({
    amount: moneyAmount('amount', { min: 'positive' }),
    method: z.enum(RECORDED_METHODS, { error: `method must be one of ${RECORDED_METHODS.join(', ')}` }),
    reference: text('reference', 100),
  })
  .strict();
export type CompanyPaymentBody = z.infer<typeof CompanyPaymentBody>;

/** Answer of POST /api/companies/:id/payments: what went to which order, and the account after it. */
export const CompanyPayment = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(RECORDED_METHODS),
  reference: z.string(),
  at: IsoDate,
  by: z.string(),
  applied: z.array(z.object({ orderId: z.string(), amount: z.number() })),
  company: Company,
});
export type CompanyPayment = z.infer<typeof CompanyPayment>;

/** Is `total` above the buyer's order limit (null: none), so that the order waits for approval? */
export const needsApproval = (total: number, orderLimit: number | null) => orderLimit !== null && compareMoney(total, orderLimit) > 0;
