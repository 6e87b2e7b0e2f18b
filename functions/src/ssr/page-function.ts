import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { onRequest } from 'firebase-functions/v2/https';
import { gzipSync } from 'node:zlib';
import * as logger from 'firebase-functions/logger';
import type { CreatePageRenderer, Manifest, RenderPage } from '@store/contract/page-renderer';
import { publicRead } from '../http/serve';
import { SITE_FILE_CACHE_CONTROL, SITE_FILES } from './site-files';
import { siteOrigin } from './site-origin';

/**
 * The web app's server bundle, its page template and the browser build's manifest, copied beside this
 * bundle by build.mjs (lib/ssr/). Loaded on the first page asked for, so the API's cold start does not pay
 * for React and MUI.
 */
const SSR_DIR = join(__dirname, 'ssr');
let renderer: Promise<RenderPage> | undefined;

function loadRenderer(): Promise<RenderPage> {
  renderer ??= (async () => {
    const { createPageRenderer } = (await import(pathToFileURL(join(SSR_DIR, 'render-page.mjs')).href)) as {
      createPageRenderer: CreatePageRenderer;
    };
    return createPageRenderer({
      template: readFileSync(join(SSR_DIR, 'template.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(SSR_DIR, 'manifest.json'), 'utf8')) as Manifest,
      readApi: publicRead,
    });
  })();
  return renderer;
}

type PageHandler = Parameters<typeof onRequest>[0];

/**
 * A page's HTML (70 KiB and more, most of it the styles) gzipped when the browser takes it: the CDN keeps and
 * passes on what the function sends, and the emulators' Hosting compresses nothing itself.
 */
function sendCompressed(req: Parameters<PageHandler>[0], res: Parameters<PageHandler>[1], html: string) {
  res.vary('Accept-Encoding');
  if (!req.acceptsEncodings('gzip')) {
    res.send(html);
    return;
  }
  res.set('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
}

/**
 * Answers every page of the app (Hosting serves the files of the build first, and rewrites the rest here),
 * and /sitemap.xml (./site-files.ts).
 */

export const servePage: PageHandler = async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method Not Allowed');
    return;
  }
  try {
    // /sitemap.xml first: it needs none of the renderer.
    const file = SITE_FILES.get(req.path);
    if (file) {
      const body = await file.body(siteOrigin(req));
      res.status(200).set({ 'Content-Type': file.contentType, 'Cache-Control': SITE_FILE_CACHE_CONTROL }).send(body);
      return;
    }
    const render = await loadRenderer();
    const page = await render(new URL(req.originalUrl, siteOrigin(req)));
    res.status(page.status).set('Cache-Control', page.cacheControl).type('html');
    sendCompressed(req, res, page.html);
  } catch (error) {
    logger.error('Page rendering failed', { url: req.originalUrl, error: String((error as Error)?.stack ?? error) });
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Something went wrong on our side. Please reload the page.');
  }
};
