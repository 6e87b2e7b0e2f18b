import { defineRoute as route } from './api-route';

const account = () => import('./company');
const common = () => import('./common');

/**
 * Trade accounts: applications and their decision, members and invitations. Fixed paths (/companies/mine,
 * /companies/invitations) come before /companies/:id, so they are never read as a company's id.
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
} as const;
