import { defineRoute as route } from './api-route';

const search = () => import('./search');

/** Finding tools: suggestions as a visitor types, and tools side by side. The catalog's own search is GET /tools. */
export const searchRoutes = {
  suggest: route({
    method: 'GET',
    path: '/search/suggest',
    access: 'public',
    status: 200,
    cache: 'public',
    errors: [],
    schemas: async () => {
      const { SuggestQuery, Suggestions } = await search();
      return { query: SuggestQuery, response: Suggestions };
    },
  }),
  compareTools: route({
    method: 'GET',
    path: '/compare',
    access: 'public',
    status: 200,
    cache: 'public',
    errors: ['not-found'],
    schemas: async () => {
      const { CompareQuery, Comparison } = await search();
      return { query: CompareQuery, response: Comparison };
    },
  }),
} as const;
