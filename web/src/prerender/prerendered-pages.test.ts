// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prerenderedFile, prerenderedRoutes } from '../app/route-manifest';
import { firstLoadFiles, pageKey, readManifest } from '../first-load';

/** What the build (`npm run build`) wrote into the prerendered pages' <head>. */
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const html = (file: string) => readFileSync(join(distDir, file), 'utf8');
const modulePreloads = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);

describe('the prerendered pages start the app when their largest paint needs it', () => {
  const manifest = readManifest(distDir);

  for (const { path, page, appFirst } of prerenderedRoutes()) {
    if (appFirst) {
      it(`${path}, whose largest paint the app draws (the catalog's cards), preloads every chunk it needs from its HTML`, () => {
        const needed = firstLoadFiles(manifest, page);
        expect(needed).toContain(manifest[pageKey(manifest, 'src/main.tsx')]!.file);
        expect(new Set(modulePreloads(html(prerenderedFile(path))))).toEqual(new Set(needed));
      });
    } else {
      it(`${path}, whose largest paint is in its HTML, leaves the app for after the first paint`, () => {
        expect(modulePreloads(html(prerenderedFile(path)))).toEqual([]);
      });
    }
  }
});
