import { useIntl } from './intl';
import { INTL_LOCALE, type Locale } from '@store/contract/locale';

/**
 * Where each language lives: English at the plain addresses, Bangla under /bn. The router mounts the same routes
 * under the page's prefix (its basename), so the app's own links stay in the page's language by themselves.
 */
export const LOCALE_BASE: Record<Locale, string> = { en: '', bn: '/bn' };

export function localeOfPath(pathname: string): Locale {
  return /^\/bn(?:\/|$)/.test(pathname) ? 'bn' : 'en';
}

/** The path without its language prefix ("/bn/tools" -> "/tools", "/bn" -> "/"). */
export function unlocalizedPath(pathname: string): string {
  return pathname.slice(LOCALE_BASE[localeOfPath(pathname)].length) || '/';
}

/** `path`, an app path such as "/tools?q=drill", at its address in `locale` (Bangla Home is "/bn/"). */
export const localizedPath = (path: string, locale: Locale): string => LOCALE_BASE[locale] + path;

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
