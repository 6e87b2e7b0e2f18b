import { defineRoute as route } from './api-route';

const account = () => import('./company');
const order = () => import('./order');
const common = () => import('./common');

/**
 * Trade accounts: applications and their decision, members and invitations, account orders' approval, the
 * statement, and the company's payments. Fixed paths (/companies/mine, /companies/invitations) come before
 * /companies/:id, so they are never read as a company's id.
 */
export const companyRoutes = {
  applyForCompany: route({
    method: 'POST',
    path: '/companies',
    access: 'signed-in',
    status: 201,
    // conflict: the caller already belongs to a company (or has an application in).
    errors: ['email-not-verified', 'conflict'],
    schemas: async () => {
      const { ApplyCompanyBody, MyCompany } = await account();
      return { body: ApplyCompanyBody, response: MyCompany };
    },
  }),
  listCompanies: route({
    method: 'GET',
    path: '/companies',
    access: 'admin',
    status: 200,
    errors: [],
    schemas: async () => {
      const { CompanyListQuery, CompanyPage } = await account();
      return { query: CompanyListQuery, response: CompanyPage };
    },
  }),
  getMyCompany: route({
    method: 'GET',
    path: '/companies/mine',
    access: 'signed-in',
    status: 200,
    // not-found: the caller belongs to no company.
    errors: ['not-found'],
    schemas: async () => ({ response: (await account()).MyCompany }),
  }),
  listMyInvitations: route({
    method: 'GET',
    path: '/companies/invitations',
    access: 'signed-in',
    status: 200,
    errors: [],
    schemas: async () => ({ response: (await account()).InvitationList }),
  }),
  acceptInvitation: route({
    method: 'POST',
    path: '/companies/invitations/:id/accept',
    access: 'signed-in',
    status: 200,
    // permission-denied: the invitation is to another email; conflict: the caller already belongs to a company.
    errors: ['email-not-verified', 'permission-denied', 'not-found', 'conflict'],
    schemas: async () => {
      const [{ MyCompany }, { DocPath }] = await Promise.all([account(), common()]);
      return { params: DocPath, response: MyCompany };
    },
  }),
  updateCompany: route({
    method: 'PATCH',
    path: '/companies/:id',
    access: 'admin',
    status: 200,
    // invalid-transition: deciding an application already decided, or changing one not approved;
    // credit-limit: a limit below what the company already owes.
    errors: ['not-found', 'invalid-transition', 'credit-limit'],
    schemas: async () => {
      const [{ UpdateCompanyBody, Company }, { DocPath }] = await Promise.all([account(), common()]);
      return { params: DocPath, body: UpdateCompanyBody, response: Company };
    },
  }),
  inviteMember: route({
    method: 'POST',
    path: '/companies/:id/members',
    access: 'signed-in',
    status: 201,
    // conflict: the email is already a member's; invalid-transition: the company is not approved.
    errors: ['permission-denied', 'not-found', 'conflict', 'invalid-transition'],
    schemas: async () => {
      const [{ InviteMemberBody, Invitation }, { DocPath }] = await Promise.all([account(), common()]);
      return { params: DocPath, body: InviteMemberBody, response: Invitation };
    },
  }),
  updateMember: route({
    method: 'PATCH',
    path: '/companies/:id/members/:uid',
    access: 'signed-in',
    status: 200,
    // conflict: the owner's own membership does not change.
    errors: ['permission-denied', 'not-found', 'conflict'],
    schemas: async () => {
      const { UpdateMemberBody, MemberPath, Member } = await account();
      return { params: MemberPath, body: UpdateMemberBody, response: Member };
    },
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/companies/:id/members/:uid',
    access: 'signed-in',
    status: 204,
    errors: ['permission-denied', 'not-found', 'conflict'],
    schemas: async () => ({ params: (await account()).MemberPath }),
  }),
  getStatement: route({
    method: 'GET',
    path: '/companies/:id/statement',
    access: 'signed-in',
    status: 200,
    producesOnRequest: 'text/csv',
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const [{ StatementQuery, Statement }, { DocPath }] = await Promise.all([account(), common()]);
      return { params: DocPath, query: StatementQuery, response: Statement };
    },
  }),
  listCompanyOrders: route({
    method: 'GET',
    path: '/companies/:id/orders',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const [{ CompanyOrderListQuery }, { OrderPage }, { DocPath }] = await Promise.all([account(), order(), common()]);
      return { params: DocPath, query: CompanyOrderListQuery, response: OrderPage };
    },
  }),
  recordCompanyPayment: route({
    method: 'POST',
    path: '/companies/:id/payments',
    access: 'admin',
    status: 201,
    // overpayment: more than the company owes.
    errors: ['not-found', 'overpayment', 'invalid-transition'],
    schemas: async () => {
      const [{ CompanyPaymentBody, CompanyPayment }, { DocPath }] = await Promise.all([account(), common()]);
      return { params: DocPath, body: CompanyPaymentBody, response: CompanyPayment };
    },
  }),
  decideApproval: route({
    method: 'POST',
    path: '/orders/:id/approval',
    access: 'signed-in',
    status: 200,
    // permission-denied: not an owner or approver of the order's company (a buyer never approves, even their own).
    errors: ['permission-denied', 'not-found', 'invalid-transition', 'insufficient-stock', 'credit-limit', 'credit-hold'],
    schemas: async () => {
      const [{ ApprovalBody }, { Order }, { DocPath }] = await Promise.all([account(), order(), common()]);
      return { params: DocPath, body: ApprovalBody, response: Order };
    },
  }),
} as const;
