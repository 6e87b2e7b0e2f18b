import type { Locale } from '@store/contract/locale';
import type { MessageFormatElement } from 'react-intl';
import type { MessageId } from './message-id';

/** A language's messages, compiled to ICU syntax trees when built (vite.config.ts), so the browser needs no parser. */
export type Catalog = Record<MessageId, MessageFormatElement[]>;

// One chunk per language: a page loads its own language's catalog and never the other's. The server lists it
// among the page's chunks (src/server/render-page.tsx), so the browser fetches it beside the app.
const catalogs: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./messages/en.json'),
  bn: () => import('./messages/bn.json'),
};

/** The catalog module of each language, as the Vite manifest names it. */
export const CATALOG_MODULE: Record<Locale, string> = {
  en: 'src/lib/i18n/messages/en.json',
  bn: 'src/lib/i18n/messages/bn.json',
};

export const loadCatalog = async (locale: Locale): Promise<Catalog> => (await catalogs[locale]()).default as Catalog;
