import { Router } from 'express';
import { api } from '@store/contract/routes';
import { ApiError } from '../http/api-error';
import { serve } from '../http/serve';
import { findAuthUserByEmail, listUsers, recordUser, removeUser, setRole } from './user-store';

export const userRoutes = Router();

serve(userRoutes, api.makeAdmin, ({ caller, params }) => setRole(params.email, 'admin', caller));

serve(userRoutes, api.removeAdmin, async ({ caller, params }) => {
  if (params.email === caller.email) throw new ApiError('permission-denied', 'You cannot remove your own admin role');
  return setRole(params.email, 'user', caller);
});

serve(userRoutes, api.recordUser, async ({ caller, params, body }) => {
  if (params.email !== caller.email) throw new ApiError('permission-denied', 'You can only record your own account');
  if (body.email !== undefined && body.email.trim().toLowerCase() !== params.email) {
    throw new ApiError('invalid-argument', 'email must match the address in the path', [
      { field: 'email', message: 'email must match the address in the path' },
    ]);
  }
  return recordUser(caller.uid, { displayName: body.displayName, locale: body.locale });
});

serve(userRoutes, api.adminStatus, async ({ caller, params }) => {
  if (params.email !== caller.email && !caller.admin) throw new ApiError('permission-denied', 'You can only ask about your own account');
  const record = await findAuthUserByEmail(params.email);
  return { admin: record.customClaims?.admin === true };
});

serve(userRoutes, api.listUsers, ({ query }) => listUsers(query));

serve(userRoutes, api.removeUser, async ({ caller, params }) => {
  if (params.uid === caller.uid) throw new ApiError('permission-denied', 'You cannot remove your own account here');
  await removeUser(caller, params.uid);
});
