import { Router } from 'express';
import { SalesQuery } from '@store/contract/stats';
import { requireAdmin } from '../http/auth';
import { parse } from '../http/validate';
import { salesByMonth } from './sales-store';

export const statsRoutes = Router();

statsRoutes.get('/stats/sales', async (req, res) => {
  await requireAdmin(req);
  const { months } = parse(SalesQuery, req.query, 'query');
  res.json({ months: await salesByMonth(months) });
});
