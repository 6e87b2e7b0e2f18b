import type { Locale } from '@store/contract/locale';
import { APP_PART, type CatalogPart } from './catalog-part';
import type { Catalog } from './intl';

// The catalogs come in parts (vite.config.ts puts each message in the part of the code that names it): a page
// loads its language's catalog module, which carries the app's part, and its feature's part beside its own
// chunk; never a part it does not show, nor the other language.
const APP_PARTS: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('./catalog-en').then((language) => language.appPart),
  bn: () => import('./catalog-bn').then((language) => language.appPart),
};
/**
 * Every other part, in each language (keyed by the catalog's path): one glob per part, as import.meta.glob takes
 * only written-out options; each entry is a chunk of its own.
 */
type LanguageParts = Record<string, () => Promise<Catalog>>;
const OTHER_PARTS: Record<Exclude<CatalogPart, 'app'>, LanguageParts> = {
  dashboard: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=dashboard', import: 'default' }),
  admin: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=admin', import: 'default' }),
  auth: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=auth', import: 'default' }),
  cart: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=cart', import: 'default' }),
  catalog: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=catalog', import: 'default' }),
  company: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=company', import: 'default' }),
  home: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=home', import: 'default' }),
  orders: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=orders', import: 'default' }),
  product: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=product', import: 'default' }),
  profile: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=profile', import: 'default' }),
  purchase: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=purchase', import: 'default' }),
  quotes: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=quotes', import: 'default' }),
  reviews: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=reviews', import: 'default' }),
  search: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=search', import: 'default' }),
  compare: import.meta.glob<Catalog>('./messages/*.json', { query: '?part=compare', import: 'default' }),
  'static-pages': import.meta.glob<Catalog>('./messages/*.json', { query: '?part=static-pages', import: 'default' }),
  'on-demand': import.meta.glob<Catalog>('./messages/*.json', { query: '?part=on-demand', import: 'default' }),
};

const fetchPart = (locale: Locale, part: CatalogPart): Promise<Catalog> =>
  part === 'app' ? APP_PARTS[locale]() : OTHER_PARTS[part][`./messages/${locale}.json`]!();

/** The page's language, once the browser app has started; the server and the tests give whole catalogs instead. */
let pageLocale: Locale | undefined;
/** The messages of the parts loaded so far: the object the app's IntlProvider reads, which grows as parts arrive. */
const loaded: Catalog = {};
const loading = new Map<CatalogPart, Promise<void>>();

/** Loads a part of the page's language's catalog into the app's messages (once); nothing outside the browser app. */
export function loadPart(part: CatalogPart): Promise<void> {
  if (!pageLocale) return Promise.resolve();
  let done = loading.get(part);
  if (!done) {
    done = fetchPart(pageLocale, part).then(
      (messages) => void Object.assign(loaded, messages),
      (error: unknown) => {
        // A failed download (a phone that lost its network) is tried again the next time the part is wanted.
        loading.delete(part);
        throw error;
      },
    );
    loading.set(part, done);
  }
  return done;
}

/** Starts the browser app's messages in `locale` with the app's part, which the frame needs. */
export async function loadAppCatalog(locale: Locale): Promise<Catalog> {
  pageLocale = locale;
  await loadPart(APP_PART);
  return loaded;
}

/** `load` (a lazily loaded module of a part of the code) with that part's messages, for React.lazy. */
export const withMessages =
  <M>(part: CatalogPart, load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadPart(part)]).then(([module]) => module);
