/** The languages the store speaks, as kept on a user's profile and chosen by a page's address. */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag Intl formats each language with: bn-BD writes Bengali digits (০-৯) and Bangla month names. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

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
