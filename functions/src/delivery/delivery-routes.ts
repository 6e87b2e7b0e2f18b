import { Router } from 'express';
import { api } from '@store/contract/routes';
import { allDistricts, zoneOfDistrict } from '@store/contract/delivery';
import { collections, readAll } from '../firebase';
import { serve } from '../http/serve';
import { quoteForLines } from './delivery-charge';

export const deliveryRoutes = Router();

serve(deliveryRoutes, api.quoteDelivery, async ({ body }) => {
  const tools = await readAll(body.lines.map((line) => collections.tools.doc(line.toolId)));
  const choice = body.method === 'pickup' ? ({ method: 'pickup' } as const) : ({ method: 'courier', district: body.district! } as const);
  return quoteForLines(choice, body.lines, tools.map((tool) => tool.data()));
});

// The same for everyone and changed only with a release: cached publicly, like the catalog.
serve(deliveryRoutes, api.listDistricts, async () => allDistricts(zoneOfDistrict));
