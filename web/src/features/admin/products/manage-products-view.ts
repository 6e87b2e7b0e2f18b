import { SEARCH_MAX } from '@store/contract/tool';
import type { ToolListFilter } from './api/tool-list';

/** What the search box looks in: tool names (by word prefix) or skus (by prefix). */
export type SearchBy = 'name' | 'sku';

/** What Manage Products shows, as kept in the URL so that a reload keeps it. */
export interface ProductsView {
  search: string;
  by: SearchBy;
  /** Fewest units first (so the out-of-stock tools lead), rather than by name. */
  stockFirst: boolean;
}

export const SKU_SEARCH_MAX = 32;
/** The characters a sku has (the API takes any case); text with any other could match no tool. */
const SKU_SEARCH = /^[A-Za-z0-9-]+$/;

export function readProductsView(params: URLSearchParams): ProductsView {
  return {
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    by: params.get('by') === 'sku' ? 'sku' : 'name',
    stockFirst: params.get('sort') === 'stock_asc',
  };
}

/** The view as search params; defaults are left out so the plain list stays at /dashboard/manageproduct. */
export function productsSearchParams(view: ProductsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.by === 'sku') params.set('by', 'sku');
  if (view.stockFirst) params.set('sort', 'stock_asc');
  return params;
}

/** A sku search is active: it lists by sku, so the stock-first sort waits until it is cleared. */
export const searchesSku = (view: ProductsView) => view.by === 'sku' && view.search !== '';

/** Whether `search` could be (the start of) a sku. */
export const isSkuPrefix = (search: string) => search.length <= SKU_SEARCH_MAX && SKU_SEARCH.test(search);

/** What to ask the API for the view; null for a sku search no sku can match. */
export function toolListFilter(view: ProductsView): ToolListFilter | null {
  if (!searchesSku(view)) return { q: view.by === 'name' ? view.search : '', stockFirst: view.stockFirst };
  return isSkuPrefix(view.search) ? { sku: view.search.toUpperCase() } : null;
}
