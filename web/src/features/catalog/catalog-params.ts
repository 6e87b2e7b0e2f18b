import { POWER_SOURCES, SEARCH_MAX, TOOL_CATEGORIES, TOOL_SORTS } from '@store/contract/constants';
import type { PowerSource, ToolCategory, ToolSort } from '@store/contract/tool';
import { COMPARE_PARAM, readCompareList } from '../../domains/tools/compare-list';
import type { MessageId } from '../../lib/i18n/message-id';
import { PRICE_BOUND_MAX } from './price-range';

/** The catalog's orders: a search's own (best matches first), and the four any list has. */
export type CatalogSort = ToolSort | 'relevance';

/** The catalog's orders, as the sort menu names them (messages of the catalogs). */
export const SORT_LABELS: Record<CatalogSort, MessageId> = {
  relevance: 'catalog.sortRelevance',
  name: 'catalog.sortName',
  price_asc: 'catalog.sortPriceAsc',
  price_desc: 'catalog.sortPriceDesc',
  newest: 'catalog.sortNewest',
};

/** The orders the sort menu offers: relevance only for a search, first, as it is then the order unless another is chosen. */
export const sortsFor = (q: string): readonly CatalogSort[] => (q ? ['relevance', ...TOOL_SORTS] : TOOL_SORTS);

/** The order of a search, or of the plain list, when none is chosen (the API's own default). */
const defaultSort = (q: string): CatalogSort => (q ? 'relevance' : 'name');

/** What the catalog shows, as kept in the URL so links and the back button restore the view. */
export interface CatalogView {
  q: string;
  /** Absent: every category. */
  category?: ToolCategory;
  /** Absent: every power source. */
  powerSource?: PowerSource;
  /** Absent: the default order, which follows the search (shownSort). */
  sort?: CatalogSort;
  inStock: boolean;
  /** The price range in whole taka, both ends included; an absent end is open. */
  minPrice?: number;
  maxPrice?: number;
  /** The tools chosen to compare (slugs), in the order chosen: not a filter, it changes nothing listed. */
  compare: string[];
  /** Cursors of the pages before this one; the last one fetches this page. Empty on page 1. */
  cursors: string[];
}

/** The order the view lists in, chosen or default. */
export const shownSort = (view: Pick<CatalogView, 'q' | 'sort'>): CatalogSort => view.sort ?? defaultSort(view.q);

// Cursors are base64url ([A-Za-z0-9_-]), so "." can separate them in one parameter.
const CURSOR_SEPARATOR = '.';

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  (options as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** A price bound as the URL writes it (whole taka); absent for anything else. */
function readPrice(value: string | null): number | undefined {
  if (!value || !/^\d{1,7}$/.test(value)) return undefined;
  const price = Number(value);
  return price <= PRICE_BOUND_MAX ? price : undefined;
}

export function readCatalogView(params: URLSearchParams): CatalogView {
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX);
  const sort = oneOf(sortsFor(q.trim()), params.get('sort'));
  const minPrice = readPrice(params.get('minPrice'));
  const maxPrice = readPrice(params.get('maxPrice'));
  return {
    q,
    category: oneOf(TOOL_CATEGORIES, params.get('category')),
    powerSource: oneOf(POWER_SOURCES, params.get('power')),
    // The default order is left unset, so that it follows the search as it changes.
    sort: sort === defaultSort(q.trim()) ? undefined : sort,
    inStock: params.get('inStock') === '1',
    minPrice,
    // A range upside down (edited by hand) keeps its lower end: the API would refuse it whole.
    maxPrice: minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice ? undefined : maxPrice,
    compare: readCompareList(params.get(COMPARE_PARAM)),
    cursors: (params.get('after') ?? '').split(CURSOR_SEPARATOR).filter((cursor) => /^[A-Za-z0-9_-]+$/.test(cursor)),
  };
}

/** The view as search params; defaults are left out so the plain catalog stays at /tools. */
export function catalogSearchParams(view: CatalogView): URLSearchParams {
  const params = new URLSearchParams();
  const q = view.q.trim();
  if (q) params.set('q', q);
  if (view.category) params.set('category', view.category);
  if (view.powerSource) params.set('power', view.powerSource);
  if (view.sort && view.sort !== defaultSort(q) && sortsFor(q).includes(view.sort)) params.set('sort', view.sort);
  if (view.inStock) params.set('inStock', '1');
  if (view.minPrice !== undefined) params.set('minPrice', String(view.minPrice));
  if (view.maxPrice !== undefined) params.set('maxPrice', String(view.maxPrice));
  if (view.compare.length) params.set(COMPARE_PARAM, view.compare.join(','));
  if (view.cursors.length) params.set('after', view.cursors.join(CURSOR_SEPARATOR));
  return params;
}
