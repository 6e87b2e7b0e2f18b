import { api, type RouteInput } from '@store/contract/routes';
import type { QueryClient } from '@tanstack/react-query';

type Api = typeof api;
/** A call of the contract's route table, by its name there. */
export type ApiCall = keyof Api;

type ResourceOf<Path> = Path extends `/${infer Resource}/${string}` ? Resource : Path extends `/${infer Resource}` ? Resource : never;
/** What a call reads or changes: the first segment of its route's path ('tools' for /tools/:idOrSlug). */
export type ApiResource = ResourceOf<Api[ApiCall]['path']>;

const resourceOf = <C extends ApiCall>(call: C) => api[call].path.split('/')[1] as ResourceOf<Api[C]['path']>;

/**
 * Every cached API answer is keyed [resource, call, input], or [resource, call, input, 'pages'] for a list read
 * page by page; so one prefix, [resource], reaches everything cached about a resource.
 */
export const queryKeys = {
  resource: (resource: ApiResource) => [resource] as const,
  call: <C extends ApiCall>(call: C, input: RouteInput<Api[C]>) => [resourceOf(call), call, input] as const,
  pages: <C extends ApiCall>(call: C, input: RouteInput<Api[C]>) => [resourceOf(call), call, input, 'pages'] as const,
};

/** What a mutation does once the server has changed `resources`: their answers on screen load again, the rest when next shown. */
export async function invalidateResources(queryClient: QueryClient, ...resources: ApiResource[]): Promise<void> {
  await Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: queryKeys.resource(resource) })));
}
