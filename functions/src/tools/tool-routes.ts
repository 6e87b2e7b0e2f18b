import { Router } from 'express';
import { api, routeUrl } from '@store/contract/routes';
import { differingRows } from '@store/contract/search';
import { serve } from '../http/serve';
import { searchTools } from '../search/tool-search';
import { createTool, deleteTool, findTool, findToolsBySlugs, updateTool } from './tool-store';

export const toolRoutes = Router();

// Every list of the catalog, with words or without, and the sku search, answers from the search index.
serve(toolRoutes, api.listTools, ({ query }) => searchTools(query));

serve(toolRoutes, api.getTool, ({ params }) => findTool(params.idOrSlug));

// Read from Firestore, not the index: a shared comparison shows each tool's price and stock as they are now.
serve(toolRoutes, api.compareTools, async ({ query }) => {
  const tools = await findToolsBySlugs(query.tools);
  return { tools, differing: differingRows(tools) };
});

serve(toolRoutes, api.addTool, async ({ caller, body }, res) => {
  const tool = await createTool(body, caller);
  res.location(routeUrl(api.getTool, { idOrSlug: tool.id }));
  return tool;
});

serve(toolRoutes, api.updateTool, ({ caller, params, body }) => updateTool(params.id, body, caller));

serve(toolRoutes, api.deleteTool, ({ caller, params }) => deleteTool(params.id, caller));
