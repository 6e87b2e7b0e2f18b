import { Router } from 'express';
import { z } from 'zod';
import { DocId, Email } from '@store/contract/common';
import { UpsertUserBody, UserListQuery } from '@store/contract/user';
import { ApiError } from '../http/api-error';
import { authenticate, requireAdmin } from '../http/auth';
import { parse } from '../http/validate';
import { findAuthUserByEmail, listUsers, recordUser, removeUser, setRole } from './user-store';

const EmailPath = z.object({ email: Email });
const UidPath = z.object({ uid: DocId });

export const userRoutes = Router();

// Registered before /user/:email so "admin" is never read as an email.
userRoutes.put('/user/admin/:email', async (req, res) => {
  const caller = await requireAdmin(req);
  const { email } = parse(EmailPath, req.params, 'path');
  res.json(await setRole(email, 'admin', caller));
});

userRoutes.delete('/user/admin/:email', async (req, res) => {
  const caller = await requireAdmin(req);
  const { email } = parse(EmailPath, req.params, 'path');
  if (email === caller.email) throw new ApiError('permission-denied', 'You cannot remove your own admin role');
  res.json(await setRole(email, 'user', caller));
});

userRoutes.put('/user/:email', async (req, res) => {
  const caller = await authenticate(req);
  const { email } = parse(EmailPath, req.params, 'path');
  if (email !== caller.email) throw new ApiError('permission-denied', 'You can only record your own account');
  const body = parse(UpsertUserBody, req.body ?? {}, 'body');
  if (body.email !== undefined && body.email.trim().toLowerCase() !== email) {
    throw new ApiError('invalid-argument', 'email must match the address in the path', [
      { field: 'email', message: 'email must match the address in the path' },
    ]);
  }
  res.json(await recordUser(caller.uid, body.displayName));
});

userRoutes.get('/admin/:email', async (req, res) => {
  const caller = await authenticate(req);
  const { email } = parse(EmailPath, req.params, 'path');
  if (email !== caller.email && !caller.admin) throw new ApiError('permission-denied', "You can only ask about your own account");
  const record = await findAuthUserByEmail(email);
  res.json({ admin: record.customClaims?.admin === true });
});

userRoutes.get('/user', async (req, res) => {
  await requireAdmin(req);
  res.json(await listUsers(parse(UserListQuery, req.query, 'query')));
});

userRoutes.delete('/user/:uid', async (req, res) => {
  const caller = await requireAdmin(req);
  const { uid } = parse(UidPath, req.params, 'path');
  if (uid === caller.uid) throw new ApiError('permission-denied', 'You cannot remove your own account here');
  await removeUser(caller, uid);
  res.status(204).end();
});
