import { useIntl } from './intl';
import { INTL_LOCALE, localizedPath, type Locale } from '@store/contract/locale';

// Where each language lives, from the contract, which the server's sitemap reads too.
export { LOCALE_BASE, localeOfPath, localizedPath, unlocalizedPath } from '@store/contract/locale';


/** The page's language, from the IntlProvider the app is rendered in. */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return locale === INTL_LOCALE.bn ? 'bn' : 'en';
}

/** `path` in the page's language, for addresses the router does not write (a plain <a>, a shared link). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
