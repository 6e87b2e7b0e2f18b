import { defineRoute as route } from './api-route';

const tool = () => import('./tool');
const common = () => import('./common');

/** The catalog: tools read by anyone, changed by administrators. */
export const toolRoutes = {
  listTools: route({
    method: 'GET',
    path: '/tools',
    access: 'public',
    status: 200,
    cache: 'public',
    errors: [],
    schemas: async () => {
      const { ToolListQuery, ToolPage } = await tool();
      return { query: ToolListQuery, response: ToolPage };
    },
  }),
  getTool: route({
    method: 'GET',
    path: '/tools/:idOrSlug',
    access: 'public',
    status: 200,
    cache: 'public',
    errors: ['not-found'],
    schemas: async () => {
      const { ToolRefPath, ToolDetail } = await tool();
      return { params: ToolRefPath, response: ToolDetail };
    },
  }),
  addTool: route({
    method: 'POST',
    path: '/tools',
    access: 'admin',
    status: 201,
    errors: ['sku-taken'],
    schemas: async () => {
      const { ToolInput, Tool } = await tool();
      return { body: ToolInput, response: Tool };
    },
  }),
  updateTool: route({
    method: 'PATCH',
    path: '/tools/:id',
    access: 'admin',
    status: 200,
    errors: ['not-found', 'sku-taken'],
    schemas: async () => {
      const [{ ToolPatch, Tool }, { DocPath }] = await Promise.all([tool(), common()]);
      return { params: DocPath, body: ToolPatch, response: Tool };
    },
  }),
  deleteTool: route({
    method: 'DELETE',
    path: '/tools/:id',
    access: 'admin',
    status: 204,
    errors: ['not-found'],
    schemas: async () => ({ params: (await common()).DocPath }),
  }),
} as const;
