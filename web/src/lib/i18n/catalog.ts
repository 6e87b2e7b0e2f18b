import type { Locale } from '@store/contract/locale';
import { APP_PART, type CatalogPart } from './catalog-part';
import type { Catalog } from './intl';

// The catalogs come in parts (vite.config.ts puts each message in the part of the code that names it): a page
// loads its language's catalog module, which carries the app's part, and its feature's part beside its own
// chunk; never a part it does not show, nor the other language.
const LANGUAGES: Record<Locale, () => Promise<{ loadPart: (part: CatalogPart) => Promise<Catalog> }>> = {
  en: () => import('./catalog-en'),
  bn: () => import('./catalog-bn'),
};

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
    done = LANGUAGES[pageLocale]()
      .then((language) => language.loadPart(part))
      .then(
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
