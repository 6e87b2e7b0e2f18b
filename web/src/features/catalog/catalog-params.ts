import { POWER_SOURCES, SEARCH_MAX, TOOL_CATEGORIES, TOOL_SORTS } from '@store/contract/constants';
import type { PowerSource, ToolCategory, ToolSort } from '@store/contract/tool';
import type { MessageId } from '../../lib/i18n/message-id';

/** The catalog's orders, as the sort menu names them (messages of the catalogs). */
export const SORT_LABELS: Record<ToolSort, MessageId> = {
  name: 'catalog.sortName',
  price_asc: 'catalog.sortPriceAsc',
  price_desc: 'catalog.sortPriceDesc',
  newest: 'catalog.sortNewest',
};

/** What the catalog shows, as kept in the URL so links and the back button restore the view. */
export interface CatalogView {
  q: string;
  /** Absent: every category. */
  category?: ToolCategory;
  /** Absent: every power source. */
  powerSource?: PowerSource;
  sort: ToolSort;
  inStock: boolean;
  /** Cursors of the pages before this one; the last one fetches this page. Empty on page 1. */
  cursors: string[];
}

// Cursors are base64url ([A-Za-z0-9_-]), so "." can separate them in one parameter.
const CURSOR_SEPARATOR = '.';

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  (options as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

export function readCatalogView(params: URLSearchParams): CatalogView {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    category: oneOf(TOOL_CATEGORIES, params.get('category')),
    powerSource: oneOf(POWER_SOURCES, params.get('power')),
    sort: (TOOL_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ToolSort) : 'name',
    inStock: params.get('inStock') === '1',
    cursors: (params.get('after') ?? '').split(CURSOR_SEPARATOR).filter((cursor) => /^[A-Za-z0-9_-]+$/.test(cursor)),
  };
}

/** The view as search params; defaults are left out so the plain catalog stays at /tools. */
export function catalogSearchParams(view: CatalogView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.category) params.set('category', view.category);
  if (view.powerSource) params.set('power', view.powerSource);
  if (view.sort !== 'name') params.set('sort', view.sort);
  if (view.inStock) params.set('inStock', '1');
  if (view.cursors.length) params.set('after', view.cursors.join(CURSOR_SEPARATOR));
  return params;
}
