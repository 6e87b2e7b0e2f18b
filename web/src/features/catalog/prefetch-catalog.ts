import type { PrefetchPage } from '../../lib/query-client';
import { catalogToolsQuery } from './api/catalog-tools';
import { readCatalogView } from './catalog-params';

/** Loads the page of tools that the catalog's address asks for (search, sort, filter, page) into the cache. */
export const prefetchCatalog: PrefetchPage = (queryClient, url, locale) =>
  queryClient.prefetchQuery(catalogToolsQuery(readCatalogView(url.searchParams), locale));
