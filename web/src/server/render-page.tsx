/**
 * Renders a page of the app on the server, per request (functions/src/ssr/ runs this bundle): the same React
 * tree as the browser's (src/main.tsx), with the page's data prefetched and handed to the browser in the HTML,
 * its styles extracted by Emotion's server API, and its <head> filled from the page's own usePageMeta.
 */
import { CacheProvider } from '@emotion/react';
import { dehydrate } from '@tanstack/react-query';
import createEmotionServer from '@emotion/server/create-instance';
import { escapeMarkup } from '@store/contract/markup';
import { INTL_LOCALE, LOCALES, type Locale } from '@store/contract/locale';
import type { CreatePageRenderer } from '@store/contract/page-renderer';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { pageLoader } from '../app/page-modules';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { APP_ROUTES, type AppRoute } from '../app/route-manifest';
import { site } from '../config/site';
import { pageChunkFiles } from '../first-load';
import { readApiInProcess } from '../lib/api-client';
import { createEmotionCache } from '../lib/emotion-cache';
import { BANGLA_FONT_HEAD, ENGLISH_FONT_HEAD } from './bangla-font-head';
import { APP_PART, catalogLanguageModule, catalogPartModule, partOfPage } from '../lib/i18n/catalog-part';
import { createIntl, type Catalog } from '../lib/i18n/intl';
import bn from '../lib/i18n/messages/bn.json';
import en from '../lib/i18n/messages/en.json';
import { LOCALE_BASE, localeOfPath, localizedPath, unlocalizedPath } from '../lib/i18n/locale-path';
import { createQueryClient } from '../lib/query-client';
import { DEFAULT_IMAGE, fullTitle, PageMetaProvider, scriptJson, type PageMeta } from '../lib/page-meta';

/** Storefront pages hold no personal data: the CDN may keep them 30 s, and serve them 30 s more while it asks again. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
/** Signed-in pages (the app's frame only) and missing pages are never kept. */
const PRIVATE_CACHE = 'private, no-store';

// The server renders every page with its language's whole catalog (compiled as the browser's parts are).
const CATALOGS = { en, bn } as unknown as Record<Locale, Catalog>;

const routeFor = (pathname: string): AppRoute =>
  (matchRoutes(APP_ROUTES as AppRoute[], pathname)?.[0]?.route as AppRoute | undefined) ?? APP_ROUTES.at(-1)!;

/** Renders the whole tree, every lazy page and Suspense boundary resolved, to one string (no script to reveal parts later). */
function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, whatever its size: no <script> to reveal it later (the Content-Security-Policy allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error),
    });
  });
}

/** The page in each language, and in English for a reader whose language the site does not speak. */
function alternateLinks(url: URL): string[] {
  const path = unlocalizedPath(url.pathname);
  const href = (locale: Locale) => escapeMarkup(url.origin + localizedPath(path, locale));
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ];
}

function headTags(url: URL, locale: Locale, meta: PageMeta, storefront: boolean, tagline: string): string {
  const title = fullTitle(meta.title);
  const description = meta.description ?? tagline;
  const address = url.origin + url.pathname;
  const image = new URL(meta.image ?? DEFAULT_IMAGE, url.origin).href;
  return [
    `<title>${escapeMarkup(title)}</title>`,
    ...(meta.leadImage ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(meta.leadImage)}">`] : []),
    ...(locale === 'bn' ? BANGLA_FONT_HEAD : ENGLISH_FONT_HEAD),
    `<meta name="description" content="${escapeMarkup(description)}">`,
    `<link rel="canonical" href="${escapeMarkup(address)}">`,
    ...(storefront ? alternateLinks(url) : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeMarkup(site.companyName)}">`,
    `<meta property="og:title" content="${escapeMarkup(title)}">`,
    `<meta property="og:description" content="${escapeMarkup(description)}">`,
    `<meta property="og:image" content="${escapeMarkup(image)}">`,
    `<meta property="og:url" content="${escapeMarkup(address)}">`,
    // A data block, not a script: the Content-Security-Policy does not apply to it, and scriptJson keeps it closed.
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd(url.origin))}</script>`] : []),
  ].join('\n    ');
}

export const createPageRenderer: CreatePageRenderer = ({ template, manifest, readApi }) => {
  readApiInProcess(readApi);
  const [beforeLang, afterLang] = splitOnce(template, '<html lang="en">');
  const [beforeHead, afterHead] = splitOnce(afterLang, '<!--app-head-->');
  const [beforeRoot, afterRoot] = splitOnce(afterHead, '<!--app-html-->');
  const [betweenRootAndState, afterState] = splitOnce(afterRoot, '<!--app-state-->');
  // Each page's own chunks, in each language: the page's first script (src/boot.ts) fetches them beside the
  // app's, with the catalog of the page's language (the app's part) and the page's part of it (and no other).
  const pageChunks = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      new Map(
        APP_ROUTES.map((route) => [
          route,
          [
            ...new Set([
              ...pageChunkFiles(manifest, catalogLanguageModule(locale)),
              ...(partOfPage(route.page) === APP_PART ? [] : pageChunkFiles(manifest, catalogPartModule(locale, partOfPage(route.page)))),
              ...pageChunkFiles(manifest, route.page),
            ]),
          ],
        ]),
      ),
    ]),
  ) as Record<Locale, Map<AppRoute, string[]>>;

  return async (url) => {
    const locale = localeOfPath(url.pathname);
    // The routes and their data know the app's paths; the language is only the address's prefix.
    const appUrl = new URL(url);
    appUrl.pathname = unlocalizedPath(url.pathname);
    const route = routeFor(appUrl.pathname);
    const messages = CATALOGS[locale];
    const metas: PageMeta[] = [];
    const cache = createEmotionCache();
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
    const queryClient = createQueryClient();
    const page = await pageLoader(route)();
    // Only storefront pages: a signed-in page's data is the visitor's own, which the server does not know.
    if (route.storefront) await page.prefetch?.(queryClient, appUrl, locale);
    const body = await renderToHtml(
      <StrictMode>
        <CacheProvider value={cache}>
          <PageMetaProvider value={(meta) => metas.push(meta)}>
            <AppProviders queryClient={queryClient} locale={locale} messages={messages}>
              <StaticRouter basename={LOCALE_BASE[locale] || undefined} location={url.pathname + url.search}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </PageMetaProvider>
        </CacheProvider>
      </StrictMode>,
    );
    const meta = metas.at(-1) ?? { title: '' };
    const status = meta.status ?? 200;
    const styles = constructStyleTagsFromChunks(extractCriticalToChunks(body));
    const state = dehydrate(queryClient);
    const html = [
      beforeLang,
      `<html lang="${locale}">`,
      beforeHead,
      // A page that says nothing of itself (the frame of a signed-in page) is described by the tagline, in its language.
      headTags(url, locale, meta, !!route.storefront, createIntl({ locale: INTL_LOCALE[locale], messages }).formatMessage({ id: 'site.tagline' })),
      '\n    ',
      styles,
      beforeRoot,
      body,
      betweenRootAndState,
      `<script type="application/json" id="app-state">${scriptJson(state)}</script>`,
      `<script type="application/json" id="page-chunks">${scriptJson((pageChunks[locale].get(route) ?? []).map((file) => `/${file}`))}</script>`,
      afterState,
    ].join('');
    return { status, html, cacheControl: route.storefront && status === 200 ? PUBLIC_CACHE : PRIVATE_CACHE };
  };
};

function splitOnce(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  if (at < 0) throw new Error(`The page template has no ${mark}`);
  return [text.slice(0, at), text.slice(at + mark.length)];
}
