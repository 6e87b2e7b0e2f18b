// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstLoadFiles, pageKey, readManifest } from '../first-load';

/** What the build (`npm run build`) wrote into the prerendered pages' <head>. */
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const html = (file: string) => readFileSync(join(distDir, file), 'utf8');
const modulePreloads = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);

describe('the prerendered pages start the app when their largest paint needs it', () => {
  const manifest = readManifest(distDir);

  it('the catalog, whose cards the app draws, preloads every chunk it needs from its HTML', () => {
    const needed = firstLoadFiles(manifest, 'src/features/catalog/catalog-page.tsx');
    expect(needed).toContain(manifest[pageKey(manifest, 'src/main.tsx')]!.file);
    expect(new Set(modulePreloads(html('tools.html')))).toEqual(new Set(needed));
  });

  it('Home, whose largest paint is in its HTML, leaves the app for after the first paint', () => {
    expect(modulePreloads(html('index.html'))).toEqual([]);
  });
});
