import { isLiteralElement, parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CompiledMessage } from './src/lib/i18n/intl';
import { messageParts } from './src/lib/i18n/message-parts';
import { englishPageBanglaText, GLYPHS_SOURCE, subsetGlyphs, unicodeRangeOf } from './src/server/english-page-glyphs';
import { DEFAULT_SITE_ORIGIN, robotsTxt } from './src/server/robots';

/** Where the server bundle goes: `vite build --ssr` writes it, and the browser build adds the page template. */
const SERVER_OUT_DIR = 'dist-server';

/**
 * The browser build's index.html is the template the server renders every page into (src/server/render-page.tsx),
 * so it moves out of dist/, where Hosting would serve it unrendered at /, into the server bundle's folder, with
 * the manifest that names each page's chunks. The other way, the files only the server's pages name (the Bangla
 * web font, which a Bangla page's head preloads) move from the server build's assets into the site's.
 */
function pageTemplate(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'page-template',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const serverDir = resolve(root, SERVER_OUT_DIR);
      mkdirSync(serverDir, { recursive: true });
      renameSync(join(outDir, 'index.html'), join(serverDir, 'template.html'));
      copyFileSync(join(outDir, '.vite', 'manifest.json'), join(serverDir, 'manifest.json'));
      const serverAssets = join(serverDir, 'assets');
      if (existsSync(serverAssets)) {
        cpSync(serverAssets, join(outDir, 'assets'), { recursive: true });
        rmSync(serverAssets, { recursive: true });
      }
    },
  };
}

/** The message catalogs (src/lib/i18n/messages/*.json), whole or one part of them (`?part=home`). */
const CATALOG_FILE = /\/src\/lib\/i18n\/messages\/[a-z]+\.json$/;

/** A message with no arguments as its text, any other as its syntax tree. */
const compileMessage = (message: string): CompiledMessage => {
  const ast = parse(message);
  return ast.every(isLiteralElement) ? ast.map((element) => element.value).join('') : ast;
};

/**
 * Compiles each catalog's ICU messages as it is built (still JSON, for Vite's own JSON loader), so the browser
 * is sent no message parser: the app resolves @formatjs/icu-messageformat-parser to its build without one
 * (resolve.alias below). A message that does not parse fails the build. Imported with `?part=<part>`, a
 * catalog keeps only the messages of that part of the code (src/lib/i18n/message-parts.ts), so that a page
 * downloads the messages it can show and no others; in `vite dev` every part has them all, so that moving
 * code needs no restart.
 */
function compiledCatalogs(): Plugin {
  let splitParts = false;
  let parts: Map<string, Set<string>> | undefined;
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    configResolved(config) {
      splitParts = config.command === 'build';
    },
    buildStart() {
      parts = undefined;
    },
    transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      if (!CATALOG_FILE.test(file)) return null;
      const part = new URLSearchParams(query).get('part');
      let messages = Object.entries(JSON.parse(code) as Record<string, string>);
      if (part && splitParts) {
        parts ??= messageParts(resolve(import.meta.dirname, 'src'), messages.map(([key]) => key));
        messages = messages.filter(([key]) => parts!.get(key)!.has(part));
      }
      const compiled = Object.fromEntries(messages.map(([key, message]) => [key, compileMessage(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** robots.txt, as a file of the browser build, naming the sitemap on VITE_SITE_ORIGIN (the deployed site's address). */
function robotsFile(): Plugin {
  let origin = DEFAULT_SITE_ORIGIN;
  return {
    name: 'robots-txt',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      origin = config.env.VITE_SITE_ORIGIN || DEFAULT_SITE_ORIGIN;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}

const ENGLISH_CATALOG = resolve(import.meta.dirname, 'src/lib/i18n/messages/en.json');
const BANGLA_GLYPHS_MODULE = 'virtual:english-page-bangla-glyphs';

/**
 * The Bangla glyphs an English page shows (src/server/english-page-glyphs.ts), cut out of the Bangla font as the
 * server bundle is built (or a page is first rendered in `vite dev`): a data: URL of the WOFF2 and its
 * unicode-range, for the head of English pages. Made from the font package and the English catalog every time,
 * so nothing generated is kept in the repository.
 */
function englishPageBanglaGlyphs(): Plugin {
  const resolvedId = `\0${BANGLA_GLYPHS_MODULE}`;
  return {
    name: 'english-page-bangla-glyphs',
    resolveId: (id) => (id === BANGLA_GLYPHS_MODULE ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      this.addWatchFile(ENGLISH_CATALOG);
      this.addWatchFile(GLYPHS_SOURCE);
      const text = englishPageBanglaText(JSON.parse(readFileSync(ENGLISH_CATALOG, 'utf8')) as Record<string, string>);
      const font = await subsetGlyphs(text);
      return [
        `export const href = ${JSON.stringify(`data:font/woff2;base64,${font.toString('base64')}`)};`,
        `export const unicodeRange = ${JSON.stringify(unicodeRangeOf(text))};`,
      ].join('\n');
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  const isBrowserBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: [react(), compiledCatalogs(), pageTemplate(), robotsFile(), englishPageBanglaGlyphs()],
    // The browser build only: the server and the tests may parse a message at run time, the browser never does.
    resolve: isBrowserBuild ? { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } : {},
    // The function that runs the server bundle has none of the web app's packages installed: bundle them all.
    ssr: { noExternal: true },
    // React's server renderer picks its build from NODE_ENV at run time; the bundle always takes the production one.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: isSsrBuild
      ? {
          outDir: SERVER_OUT_DIR,
          copyPublicDir: false,
          // Files the server's pages name and the browser's code does not (pageTemplate copies them to the site).
          ssrEmitAssets: true,
          rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
        }
      : {
          // The server renderer and the bundle budget test read .vite/manifest.json for the chunks each page loads.
          manifest: true,
          sourcemap: false,
          rollupOptions: {
            // hoist-non-react-statics (CommonJS, which Rollup cannot look into) is imported by @emotion/react for its
            // withTheme only, which the app does not use: it has no side effects, so it goes when nothing calls it.
            treeshake: { moduleSideEffects: (id) => !/\/node_modules\/hoist-non-react-statics\//.test(id) },
          },
          // Every browser the store supports knows <link rel="modulepreload">: no polyfill in the first script.
          modulePreload: {
            polyfill: false,
            // The route table's sections import their zod schemas lazily, for the function and the tests: the
            // browser never loads them, so it needs no list of what they would bring.
            resolveDependencies: (_file, deps, { hostId }) => (/\/[a-z]+-routes-[\w-]+\.js$/.test(hostId) ? [] : deps),
          },
        },
    server: {
      // The Hosting emulator serves /api/** through the functions emulator.
      proxy: { '/api': 'http://127.0.0.1:5000' },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // Vitest's default of 5 s per test is too tight for the longer journeys on a busy 2-core machine.
      testTimeout: 60_000,
    },
  };
});
