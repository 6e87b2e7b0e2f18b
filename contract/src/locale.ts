/** The languages the store speaks, as kept on a user's profile and chosen by a page's address. */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag Intl formats each language with: bn-BD writes Bengali digits (০-৯) and Bangla month names. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
