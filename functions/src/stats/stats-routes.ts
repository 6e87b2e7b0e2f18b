import { Router } from 'express';
import { STORE_CURRENCY } from '@store/contract/constants';
import { api } from '@store/contract/routes';
import { serve } from '../http/serve';
import { salesByMonth } from './sales-store';

export const statsRoutes = Router();

serve(statsRoutes, api.salesStats, async ({ query }) => ({ months: await salesByMonth(query.months), currency: STORE_CURRENCY }));
