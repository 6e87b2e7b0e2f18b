import { api } from '@store/contract/routes';
import type { ToolInput } from '@store/contract/tool';
import { callApi } from '../../../../lib/api-client';

export async function addTool(input: ToolInput): Promise<void> {
  await callApi(api.addTool, { body: input });
}
