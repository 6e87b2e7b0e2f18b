import type { Tool, ToolInput, ToolPatch } from '@store/contract/tool';
import { api } from '@store/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

const FIELDS = ['name', 'picture', 'description', 'price', 'minimum', 'available'] as const;

/** Only the fields the administrator changed, so an edit never overwrites a concurrent stock change. */
export function changedToolFields(tool: Tool, edited: ToolInput): ToolPatch {
  const patch: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (edited[field] !== tool[field]) patch[field] = edited[field];
  }
  return patch as ToolPatch;
}

export function useUpdateTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toolId, patch }: { toolId: string; patch: ToolPatch }) =>
      callApi(api.updateTool, { params: { id: toolId }, body: patch }),
    onSuccess: () => invalidateResources(queryClient, 'tools'),
  });
}
