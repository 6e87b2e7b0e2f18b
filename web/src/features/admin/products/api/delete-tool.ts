import { toolRoutes } from '@store/contract/tool-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

export function useDeleteTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toolId: string) => callApi(toolRoutes.deleteTool, { params: { id: toolId } }),
    onSuccess: () => invalidateResources(queryClient, 'tools'),
  });
}
