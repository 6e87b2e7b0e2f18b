import { toolRoutes } from '@store/contract/tool-routes';
import type { ToolInput } from '@store/contract/tool';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

export function useAddTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ToolInput) => callApi(toolRoutes.addTool, { body: input }),
    onSuccess: () => invalidateResources(queryClient, 'tools'),
  });
}
