import type { ApiRoute } from './routes';

/**
 * The meeting point of the web app's server bundle (web/src/server/render-page.tsx) and the function that
 * runs it (functions/src/ssr/): types only.
 */

/** An anonymous call of a public API route, answered in the function's own process. */
export type PublicApiReader = (
  route: Pick<ApiRoute, 'method' | 'path'>,
  input: { params?: object; query?: object },
) => Promise<{ status: number; body: unknown }>;

/** One chunk of the Vite manifest of the browser build (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageRendererOptions {
  /** The browser build's index.html, with its <!--app-head--> and <!--app-html--> marks. */
  template: string;
  manifest: Manifest;
  readApi: PublicApiReader;
}

export interface RenderedPage {
  status: number;
  /** The whole HTML document. */
  html: string;
  /** Public pages may sit in the Hosting CDN briefly; anything else is not kept. */
  cacheControl: string;
}

/** `url` is the page's full address as the visitor asked for it (its origin names the site in canonical links). */
export type RenderPage = (url: URL) => Promise<RenderedPage>;
export type CreatePageRenderer = (options: PageRendererOptions) => RenderPage;
