import { defineRoute as route } from './api-route';

const stats = () => import('./stats');

/** Sales figures for administrators. */
export const statsRoutes = {
  salesStats: route({
    method: 'GET',
    path: '/stats/sales',
    access: 'admin',
    status: 200,
    errors: [],
    schemas: async () => {
      const { SalesQuery, SalesStats } = await stats();
      return { query: SalesQuery, response: SalesStats };
    },
  }),
} as const;
