import { Router } from 'express';
import { api, routeUrl } from '@store/contract/routes';
import { serve } from '../http/serve';
import { createTool, deleteTool, findTool, listTools, updateTool } from './tool-store';

export const toolRoutes = Router();

serve(toolRoutes, api.listTools, ({ query }) => listTools({ ...query, q: query.q || undefined }));

serve(toolRoutes, api.getTool, ({ params }) => findTool(params.idOrSlug));

serve(toolRoutes, api.addTool, async ({ caller, body }, res) => {
  const tool = await createTool(body, caller);
  res.location(routeUrl(api.getTool, { idOrSlug: tool.id }));
  return tool;
});

serve(toolRoutes, api.updateTool, ({ caller, params, body }) => updateTool(params.id, body, caller));

serve(toolRoutes, api.deleteTool, ({ caller, params }) => deleteTool(params.id, caller));
