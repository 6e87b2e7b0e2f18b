import { Router } from 'express';
import { api } from '@store/contract/routes';
import { ApiError } from '../http/api-error';
import { serve } from '../http/serve';
import { acceptInvitation, inviteMember, listMyInvitations, removeMember, updateMember } from './company-members';
import { applyForCompany, getMyCompany, listCompanies, updateCompany } from './company-store';

export const companyRoutes = Router();

serve(companyRoutes, api.applyForCompany, ({ caller, body }) => {
  if (!caller.emailVerified) throw new ApiError('email-not-verified', 'Verify your email address before applying for a trade account');
  return applyForCompany(caller, body);
});

serve(companyRoutes, api.listCompanies, ({ query }) => listCompanies(query));

serve(companyRoutes, api.getMyCompany, ({ caller }) => getMyCompany(caller));

serve(companyRoutes, api.listMyInvitations, ({ caller }) => listMyInvitations(caller));

serve(companyRoutes, api.acceptInvitation, ({ caller, params }) => acceptInvitation(caller, params.id));

serve(companyRoutes, api.updateCompany, ({ caller, params, body, origin }) => updateCompany(caller, params.id, body, origin()));

serve(companyRoutes, api.inviteMember, ({ caller, params, body, origin }) => inviteMember(caller, params.id, body, origin()));

serve(companyRoutes, api.updateMember, ({ caller, params, body }) => updateMember(caller, params, body));

serve(companyRoutes, api.removeMember, ({ caller, params }) => removeMember(caller, params));
