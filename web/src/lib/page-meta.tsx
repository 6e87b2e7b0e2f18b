import { createContext, useContext, useEffect } from 'react';
import { useIntl } from './i18n/intl';
import type { Thing, WithContext } from 'schema-dts';
import { site } from '../config/site';
import { LOCALES } from '@store/contract/locale';
import { localizedPath, unlocalizedPath } from './i18n/locale-path';

/** What a page says about itself in the document's <head>, and the HTTP status it is answered with. */
export interface PageMeta {
  /** The page's own title; the tab shows "<title> | <company>". */
  title: string;
  /** Meta description and og:description; the site's tagline (in the page's language) when absent. */
  description?: string;
  /** og:image, a path on this site or an https link. */
  image?: string;
  /** The picture the page's largest paint waits for: the server's HTML asks for it first, at high priority. */
  leadImage?: string;
  /** 404 for a page that does not exist; 200 when absent. */
  status?: number;
  /**
   * Structured data for search engines (a product page's Product), written as <script type="application/ld+json">;
   * given the site's origin, as its links are absolute.
   */
  jsonLd?: (origin: string) => WithContext<Thing>;
}

/**
 * JSON for a <script> data block: "<" is written as its escape, so no "</script>" or "<!--" in the data can
 * close the block early. Parses to the same value.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

/** The document's JSON-LD block as `jsonLd` says: written, replaced, or removed when the page has none. */
function showJsonLd(jsonLd: WithContext<Thing> | undefined) {
  const text = jsonLd ? scriptJson(jsonLd) : undefined;
  let block = document.head.querySelector<HTMLScriptElement>(JSON_LD_SELECTOR);
  if (!text) {
    block?.remove();
    return;
  }
  if (!block) {
    block = document.createElement('script');
    block.type = 'application/ld+json';
    document.head.append(block);
  }
  if (block.textContent !== text) block.textContent = text;
}

/** og:image of a page that names none. */
export const DEFAULT_IMAGE = '/slides/slide-1.webp';

export const fullTitle = (title: string) => (title ? `${title} | ${site.companyName}` : site.companyName);

/**
 * The server renderer (src/server/render-page.tsx) provides a collector, since effects do not run on the server;
 * in the browser there is none, and the page's effect updates the document instead.
 */
const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);
export const PageMetaProvider = PageMetaCollector.Provider;

/** The links to the page in each language (the server writes them: ../server/render-page.tsx), kept on the page shown. */
function showAlternates(pathname: string) {
  const path = unlocalizedPath(pathname);
  for (const locale of LOCALES) {
    document.querySelector(`link[rel="alternate"][hreflang="${locale}"]`)?.setAttribute('href', window.location.origin + localizedPath(path, locale));
  }
  document.querySelector('link[rel="alternate"][hreflang="x-default"]')?.setAttribute('href', window.location.origin + path);
}

/**
 * Sets the tab title, the head's description, canonical link, language alternates, Open Graph tags and JSON-LD
 * (on the server, through the collector).
 */
export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(PageMetaCollector);
  const tagline = useIntl().formatMessage({ id: 'site.tagline' });
  const { title, description = tagline, image, jsonLd } = meta;
  collect?.({ ...meta, description });
  useEffect(() => {
    document.title = fullTitle(title);
    const text = description;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', fullTitle(title));
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', text);
    const address = window.location.origin + window.location.pathname;
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', address);
    showAlternates(window.location.pathname);
    document.querySelector('meta[property="og:url"]')?.setAttribute('content', address);
    document.querySelector('meta[property="og:image"]')?.setAttribute('content', new URL(image ?? DEFAULT_IMAGE, window.location.origin).href);
  }, [title, description, image]);
  // After every render, as the function is new each time; the block is rewritten only when its text changes.
  useEffect(() => {
    showJsonLd(jsonLd?.(window.location.origin));
  });
}
