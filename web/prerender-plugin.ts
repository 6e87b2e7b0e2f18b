import react from '@vitejs/plugin-react';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_SHELL, prerenderedFile, prerenderedRoutes } from './src/app/route-manifest';
import { pageKey, readManifest, staticClosure, type Manifest } from './src/first-load';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The JavaScript files of a lazily loaded module's chunk and of every chunk it imports statically. */
const chunkFiles = (manifest: Manifest, src: string) =>
  [...staticClosure(manifest, pageKey(manifest, src))].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));

/** The page chunk and the chunks it imports, less those of the app chunk (src/main.tsx), which come with it. */
function pageChunks(manifest: Manifest, page: string): string[] {
  const app = new Set(chunkFiles(manifest, 'src/main.tsx'));
  return chunkFiles(manifest, page).filter((file) => !app.has(file));
}

/**
 * Emotion writes each style group into a <style> tag next to the first element using it, and in the
 * browser moves every such tag into <head> before hydrating: nearly a hundred stylesheets on Home,
 * each parsed again on the move. Here they become one tag in <head> (the global ones keep their own,
 * which Emotion looks up by name), marked data-s so Emotion adopts them where they are.
 */
function hoistStyles(html: string): { body: string; head: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const body = html.replace(/<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g, (_tag, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ids);
      rules.push(css);
    } else {
      globals.push(`<style data-emotion="${attribute}" data-s="">${css}</style>`);
    }
    return '';
  });
  return { body, head: [...globals, `<style data-emotion="css ${names.join(' ')}" data-s="">${rules.join('')}</style>`].join('\n    ') };
}

/**
 * After the client build: builds src/prerender/render-route.tsx for Node, renders each prerendered route of
 * src/app/route-manifest.ts into a copy of index.html (marked data-prerendered for main.tsx to hydrate) and
 * preloads its page's chunks, and keeps the empty index.html as APP_SHELL. firebase.json's Hosting rewrites
 * serve each file at its route.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const manifest = readManifest(outDir);
      if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root"></div>');
      writeFileSync(join(outDir, APP_SHELL), template);

      const serverDir = mkdtempSync(join(tmpdir(), 'prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react()],
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true },
          build: { ssr: 'src/prerender/render-route.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: false },
        });
        const { renderRoute, apiPreloads } = (await import(pathToFileURL(join(serverDir, 'render-route.js')).href)) as typeof import('./src/prerender/render-route');
        for (const { path, page, appFirst } of prerenderedRoutes()) {
          const { html, title } = await renderRoute(path);
          if (/<script/i.test(html)) throw new Error(`prerender: ${path} rendered a <script>, which the Content-Security-Policy would block`);
          const chunks = pageChunks(manifest, page).join(' ');
          const { body, head: styles } = hoistStyles(html);
          const head = [
            // Clicks on the picture of the page before the app runs would do nothing; the app lifts this when it has
            // hydrated the page (src/app/hydration-mark.tsx).
            '<style>#root[data-prerendered]:not([data-hydrated]){pointer-events:none}</style>',
            // Same-origin fetch() with default credentials: `crossorigin` (anonymous) is what makes the preload match it.
            ...apiPreloads(path).map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`),
            // A page whose largest paint is drawn by the app (the catalog's cards wait for its data) fetches the
            // app's chunks from the start, beside the page, rather than once the first paint is on screen.
            ...(appFirst ? [...chunkFiles(manifest, 'src/main.tsx'), ...pageChunks(manifest, page)] : []).map(
              (chunk) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk)}">`,
            ),
            styles,
          ].join('\n    ');
          const document = template
            .replace(
              '<div id="root"></div>',
              () => `<div id="root" data-prerendered="${escapeHtml(path)}" data-page-chunks="${escapeHtml(chunks)}">${body}</div>`,
            )
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title ?? '')}</title>`)
            .replace('</head>', () => `  ${head}\n  </head>`);
          writeFileSync(join(outDir, prerenderedFile(path)), document);
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
