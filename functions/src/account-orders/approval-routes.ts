import { Router } from 'express';
import { api } from '@store/contract/routes';
import { serve } from '../http/serve';
import { decideApproval } from './approval';

export const approvalRoutes = Router();

serve(approvalRoutes, api.decideApproval, async ({ caller, params, body }) => decideApproval(caller, params.id, body));
