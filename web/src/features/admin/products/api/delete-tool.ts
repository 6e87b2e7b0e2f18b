import { apiPaths } from '@store/contract/routes';
import { apiFetch } from '../../../../lib/api-client';

export async function deleteTool(toolId: string): Promise<void> {
  await apiFetch<unknown>(apiPaths.tool(toolId), { method: 'DELETE' });
}
