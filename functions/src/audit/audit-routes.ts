import { Router } from 'express';
import { api } from '@store/contract/routes';
import { serve } from '../http/serve';
import { listAudit } from './audit-store';

export const auditRoutes = Router();

serve(auditRoutes, api.listAudit, ({ query }) => listAudit(query));
