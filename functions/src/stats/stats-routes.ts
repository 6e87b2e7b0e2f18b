import { Router } from 'express';
import { api } from '@store/contract/routes';
import { serve } from '../http/serve';
import { salesByMonth } from './sales-store';

export const statsRoutes = Router();

serve(statsRoutes, api.salesStats, async ({ query }) => ({ months: await salesByMonth(query.months) }));
