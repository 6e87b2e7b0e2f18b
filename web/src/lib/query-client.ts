import type { Locale } from '@store/contract/locale';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * How long fetched data counts as fresh. Long enough that a page rendered on the server, whose data is
 * dehydrated into the HTML, does not fetch it again as it hydrates; the CDN keeps public answers as long.
 */
const STALE_TIME_MS = 60_000;
const MAX_RETRIES = 1;

/** A 4xx answer says the same thing when asked again. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The cache of API data: one per request on the server, one per page load in the browser. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: (failures, error) => !isRefusal(error) && failures < MAX_RETRIES,
        // Coming back to the tab would reload lists in place and make them flash; mutations invalidate instead.
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Loads the data a page shows first into `queryClient` (before rendering it on the server, or in a route's
 * loader), for the page at `url` (its path without the language's prefix) in `locale`. Never throws: what failed
 * is fetched again, and shown as failed, by the page itself.
 */
export type PrefetchPage = (queryClient: QueryClient, url: URL, locale: Locale) => Promise<void>;
