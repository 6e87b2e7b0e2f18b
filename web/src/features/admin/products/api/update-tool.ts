import type { Tool, ToolInput, ToolPatch } from '@store/contract/tool';
import { api } from '@store/contract/routes';
import { callApi } from '../../../../lib/api-client';

const FIELDS = ['name', 'picture', 'description', 'price', 'minimum', 'available'] as const;

/** Only the fields the administrator changed, so an edit never overwrites a concurrent stock change. */
export function changedToolFields(tool: Tool, edited: ToolInput): ToolPatch {
  const patch: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (edited[field] !== tool[field]) patch[field] = edited[field];
  }
  return patch as ToolPatch;
}

export async function updateTool(toolId: string, patch: ToolPatch): Promise<void> {
  await callApi(api.updateTool, { params: { id: toolId }, body: patch });
}
