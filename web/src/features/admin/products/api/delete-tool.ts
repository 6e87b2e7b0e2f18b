import { api } from '@store/contract/routes';
import { callApi } from '../../../../lib/api-client';

export async function deleteTool(toolId: string): Promise<void> {
  await callApi(api.deleteTool, { params: { id: toolId } });
}
