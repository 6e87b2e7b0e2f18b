import { storefrontRoutes } from '../../../web/src/app/route-manifest';
import { LOCALES, localizedPath, type Locale } from '@store/contract/locale';
import { escapeMarkup } from '@store/contract/markup';
import { listToolPages, type ToolPageEntry } from '../tools/tool-store';

/**
 * /sitemap.xml (every storefront page and every tool's page), answered by the ssr function before the page renderer, on the origin the
 * request came in on, like the pages' canonical links. robots.txt is a file of the build (web/src/server/robots.ts).
 */

/** Search engines may keep them; the Hosting CDN keeps them five minutes, browsers always ask again. */
export const SITE_FILE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/**
 * The open pages with a fixed address: the storefront routes of the web app's route manifest (which imports
 * nothing, so no React comes with it) without parameters or wildcards, save those made by their query. /tools/:slug is
 * listed once per tool.
 */
export const openPagePaths = (): string[] =>
  storefrontRoutes()
    .filter((route) => !route.unlisted)
    .map((route) => route.path)
    .filter((path) => !path.includes(':') && !path.includes('*'));

/** A W3C datetime to the second, in UTC (2025-03-01T09:30:00Z). */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A page in every language the store speaks: one <url> per language, each naming all of them (and English as the
 * default for readers of any other language), as search engines read alternates in a sitemap.
 */
function urlEntries(origin: string, path: string, lastmod?: Date | null): string[] {
  const at = (locale: Locale) => escapeMarkup(`${origin}${localizedPath(path, locale)}`);
  const modified = lastmod && !Number.isNaN(lastmod.getTime()) ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
  const alternates = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${at(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${at('en')}"/>`,
  ].join('');
  return LOCALES.map((locale) => `  <url><loc>${at(locale)}</loc>${modified}${alternates}</url>`);
}

/** A sitemaps.org urlset of `pages` (paths) and each tool's page, in each language, as absolute addresses on `origin`. */
export function sitemapXml(origin: string, pages: readonly string[], tools: readonly ToolPageEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((path) => urlEntries(origin, path)),
    ...tools.flatMap((tool) => urlEntries(origin, `/tools/${encodeURIComponent(tool.slug)}`, tool.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

interface SiteFile {
  contentType: string;
  body: (origin: string) => string | Promise<string>;
}

/** The files by path. */
export const SITE_FILES: ReadonlyMap<string, SiteFile> = new Map([
  ['/sitemap.xml', { contentType: 'application/xml; charset=utf-8', body: async (origin: string) => sitemapXml(origin, openPagePaths(), await listToolPages()) }],
]);
