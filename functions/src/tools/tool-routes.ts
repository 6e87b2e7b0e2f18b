import { Router } from 'express';
import { z } from 'zod';
import { DocId } from '@store/contract/common';
import { ToolInput, ToolListQuery, ToolPatch } from '@store/contract/tool';
import { requireAdmin } from '../http/auth';
import { cachePublic } from '../http/cache';
import { parse } from '../http/validate';
import { createTool, deleteTool, findTool, listTools, updateTool } from './tool-store';

const ToolPath = z.object({ id: DocId });
const ToolRefPath = z.object({ idOrSlug: DocId });

export const toolRoutes = Router();

toolRoutes.get('/tools', async (req, res) => {
  const query = parse(ToolListQuery, req.query, 'query');
  const page = await listTools({ ...query, q: query.q || undefined });
  cachePublic(res).json(page);
});

toolRoutes.get('/tools/:idOrSlug', async (req, res) => {
  const { idOrSlug } = parse(ToolRefPath, req.params, 'path');
  cachePublic(res).json(await findTool(idOrSlug));
});

toolRoutes.post('/tools', async (req, res) => {
  await requireAdmin(req);
  const tool = await createTool(parse(ToolInput, req.body, 'body'));
  res.status(201).location(`/api/tools/${tool.id}`).json(tool);
});

toolRoutes.patch('/tools/:id', async (req, res) => {
  await requireAdmin(req);
  const { id } = parse(ToolPath, req.params, 'path');
  res.json(await updateTool(id, parse(ToolPatch, req.body, 'body')));
});

toolRoutes.delete('/tools/:id', async (req, res) => {
  await requireAdmin(req);
  const { id } = parse(ToolPath, req.params, 'path');
  await deleteTool(id);
  res.status(204).end();
});
