import { TOOLS_PAGE_DEFAULT } from '@store/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { toolPageQuery } from '../../../lib/api/tools';
import type { CatalogView } from '../catalog-params';

export const CATALOG_PAGE_SIZE = TOOLS_PAGE_DEFAULT;

/** The page of tools a view of the catalog shows. */
export const catalogToolsQuery = (view: CatalogView) =>
  toolPageQuery({
    q: view.q,
    category: view.category,
    powerSource: view.powerSource,
    sort: view.sort,
    inStock: view.inStock,
    cursor: view.cursors.at(-1),
    limit: CATALOG_PAGE_SIZE,
  });

export const useCatalogTools = (view: CatalogView) => useQuery(catalogToolsQuery(view));
