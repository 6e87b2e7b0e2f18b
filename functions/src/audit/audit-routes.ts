import { Router } from 'express';
import { shopApi } from '@store/contract/shop-routes';
import { serve } from '../http/serve';
import { listAudit } from './audit-store';

export const auditRoutes = Router();

serve(auditRoutes, shopApi.listAudit, ({ query }) => listAudit(query));
