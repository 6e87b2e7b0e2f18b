import { Router } from 'express';
import { api, routeUrl } from '@store/contract/routes';
import { serve } from '../http/serve';
import { createTool, deleteTool, findTool, listTools, updateTool } from './tool-store';

export const toolRoutes = Router();

serve(toolRoutes, api.listTools, ({ query }) => listTools({ ...query, q: query.q || undefined }));

serve(toolRoutes, api.getTool, ({ params }) => findTool(params.idOrSlug));

serve(toolRoutes, api.addTool, async ({ body }, res) => {
  const tool = await createTool(body);
  res.location(routeUrl(api.getTool, { idOrSlug: tool.id }));
  return tool;
});

serve(toolRoutes, api.updateTool, ({ params, body }) => updateTool(params.id, body));

serve(toolRoutes, api.deleteTool, ({ params }) => deleteTool(params.id));
