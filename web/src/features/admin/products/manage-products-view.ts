import { SEARCH_MAX } from '@store/contract/tool';
import type { ToolListFilter } from './api/tool-list';

/** What Manage Products shows, as kept in the URL so that a reload keeps it. */
export interface ProductsView {
  /** Words of names or skus alike (the store's search finds both). */
  search: string;
  /** Fewest units first (so the out-of-stock tools lead), rather than by name or, for a search, best match. */
  stockFirst: boolean;
}

export function readProductsView(params: URLSearchParams): ProductsView {
  return {
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    stockFirst: params.get('sort') === 'stock_asc',
  };
}

/** The view as search params; defaults are left out so the plain list stays at /dashboard/manageproduct. */
export function productsSearchParams(view: ProductsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.stockFirst) params.set('sort', 'stock_asc');
  return params;
}

/** What to ask the API for the view. */
export const toolListFilter = (view: ProductsView): ToolListFilter => ({ q: view.search, stockFirst: view.stockFirst });
