import type { ToolInput } from '@store/contract/tool';
import { apiPaths } from '@store/contract/routes';
import { apiFetch } from '../../../../lib/api-client';

export async function addTool(input: ToolInput): Promise<void> {
  await apiFetch<unknown>(apiPaths.tools, { method: 'POST', body: input });
}
