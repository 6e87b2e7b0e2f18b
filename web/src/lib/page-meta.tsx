import { createContext, useContext, useEffect } from 'react';
import { site } from '../config/site';

/** What a page says about itself in the document's <head>, and the HTTP status it is answered with. */
export interface PageMeta {
  /** The page's own title; the tab shows "<title> | <company>". */
  title: string;
  /** Meta description and og:description; the site's tagline when absent. */
  description?: string;
  /** og:image, a path on this site or an https link. */
  image?: string;
  /** The picture the page's largest paint waits for: the server's HTML asks for it first, at high priority. */
  leadImage?: string;
  /** 404 for a page that does not exist; 200 when absent. */
  status?: number;
}

export const fullTitle = (title: string) => (title ? `${title} | ${site.companyName}` : site.companyName);

/**
 * The server renderer (src/server/render-page.tsx) provides a collector, since effects do not run on the server;
 * in the browser there is none, and the page's effect updates the document instead.
 */
const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);
export const PageMetaProvider = PageMetaCollector.Provider;

/** Sets the tab title (and, on the server, the head's description, canonical and Open Graph tags). */
export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(PageMetaCollector);
  collect?.(meta);
  const { title, description } = meta;
  useEffect(() => {
    document.title = fullTitle(title);
    const text = description ?? site.tagline;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', fullTitle(title));
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', text);
    const address = window.location.origin + window.location.pathname;
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', address);
    document.querySelector('meta[property="og:url"]')?.setAttribute('content', address);
  }, [title, description]);
}
