import type { CatalogPart } from './catalog-part';
import type { Catalog } from './intl';

// The English catalog, by part (./catalog.ts). This module carries the app's part, which every page needs;
// each other part is a chunk of its own. One glob per part, as import.meta.glob takes only written-out options.
const app = import.meta.glob<Catalog>('./messages/en.json', { query: '?part=app', import: 'default', eager: true });
const parts: Record<Exclude<CatalogPart, 'app'>, Record<string, () => Promise<Catalog>>> = {
  dashboard: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=dashboard', import: 'default' }),
  admin: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=admin', import: 'default' }),
  auth: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=auth', import: 'default' }),
  cart: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=cart', import: 'default' }),
  catalog: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=catalog', import: 'default' }),
  company: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=company', import: 'default' }),
  home: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=home', import: 'default' }),
  orders: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=orders', import: 'default' }),
  product: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=product', import: 'default' }),
  profile: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=profile', import: 'default' }),
  purchase: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=purchase', import: 'default' }),
  quotes: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=quotes', import: 'default' }),
  reviews: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=reviews', import: 'default' }),
  search: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=search', import: 'default' }),
  compare: import.meta.glob<Catalog>('./messages/en.json', { query: '?part=compare', import: 'default' }),
  'static-pages': import.meta.glob<Catalog>('./messages/en.json', { query: '?part=static-pages', import: 'default' }),
  'on-demand': import.meta.glob<Catalog>('./messages/en.json', { query: '?part=on-demand', import: 'default' }),
};

export const loadPart = (part: CatalogPart): Promise<Catalog> =>
  part === 'app' ? Promise.resolve(app['./messages/en.json']!) : parts[part]['./messages/en.json']!();
