import { TOOLS_PAGE_DEFAULT } from '@store/contract/constants';
import type { Locale } from '@store/contract/locale';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-path';
import { toolPageQuery } from '../../../domains/tools/api/tools';
import type { CatalogView } from '../catalog-params';

export const CATALOG_PAGE_SIZE = TOOLS_PAGE_DEFAULT;

/** The page of tools a view of the catalog shows, a search's ranked for the page's language. */
export const catalogToolsQuery = (view: CatalogView, locale: Locale) =>
  toolPageQuery({
    q: view.q,
    category: view.category,
    powerSource: view.powerSource,
    sort: view.sort,
    inStock: view.inStock,
    minPrice: view.minPrice,
    maxPrice: view.maxPrice,
    lang: view.q.trim() ? locale : undefined,
    cursor: view.cursors.at(-1),
    limit: CATALOG_PAGE_SIZE,
  });

export const useCatalogTools = (view: CatalogView) => useQuery(catalogToolsQuery(view, useLocale()));
