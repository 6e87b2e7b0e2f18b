import type { Tool, ToolInput, ToolPatch } from '@store/contract/tool';
import { toolRoutes } from '@store/contract/tool-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

// `picture` is not compared: it is the first of `pictures`, and goes with them when they change.
const FIELDS = ['name', 'sku', 'category', 'powerSource', 'specs', 'pictures', 'description', 'i18n', 'price', 'minimum', 'available', 'priceTiers'] as const;

/** A value as JSON with object keys in order and empty ones dropped, so equal values compare equal. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** Only the fields the administrator changed, so an edit never overwrites a concurrent stock change. */
export function changedToolFields(tool: Tool, edited: ToolInput): ToolPatch {
  const patch: Record<string, unknown> = {};
  for (const field of FIELDS) {
    // An optional field left empty (a sku the tool never had) is not a change.
    if (edited[field] !== undefined && canonical(edited[field]) !== canonical(tool[field])) patch[field] = edited[field];
  }
  if (patch.pictures) patch.picture = edited.picture;
  return patch as ToolPatch;
}

export function useUpdateTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toolId, patch }: { toolId: string; patch: ToolPatch }) =>
      callApi(toolRoutes.updateTool, { params: { id: toolId }, body: patch }),
    onSuccess: () => invalidateResources(queryClient, 'tools'),
  });
}
