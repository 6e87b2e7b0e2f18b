import type { ApiRoute, RouteInput } from '@store/contract/api-route';
// Types only: the browser downloads the sections of the route table its pages call, never the whole table.
import type { api } from '@store/contract/routes';
import type { QueryClient } from '@tanstack/react-query';

type ResourceOf<Path> = Path extends `/${infer Resource}/${string}` ? Resource : Path extends `/${infer Resource}` ? Resource : never;
/** What a call reads or changes: the first segment of its route's path ('tools' for /tools/:idOrSlug). */
export type ApiResource = ResourceOf<(typeof api)[keyof typeof api]['path']>;

const resourceOf = <R extends ApiRoute & { path: string }>(route: R) => route.path.split('/')[1] as ResourceOf<R['path']>;
const callOf = (route: ApiRoute) => `${route.method} ${route.path}`;

/**
 * Every cached API answer is keyed [resource, call, input], or [resource, call, input, 'pages'] for a list read
 * page by page, where the call is its method and path ("GET /tools"); so one prefix, [resource], reaches
 * everything cached about a resource.
 */
export const queryKeys = {
  resource: (resource: ApiResource) => [resource] as const,
  /** Every cached answer of one call, whatever its input. */
  anyInput: (route: ApiRoute & { path: string }) => [resourceOf(route), callOf(route)] as const,
  call: <R extends ApiRoute>(route: R, input: RouteInput<R>) => [resourceOf(route), callOf(route), input] as const,
  pages: <R extends ApiRoute>(route: R, input: RouteInput<R>) => [resourceOf(route), callOf(route), input, 'pages'] as const,
};

/** What a mutation does once the server has changed `resources`: their answers on screen load again, the rest when next shown. */
export async function invalidateResources(queryClient: QueryClient, ...resources: ApiResource[]): Promise<void> {
  await Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: queryKeys.resource(resource) })));
}
