// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@store/contract/locale';
import { storefrontRoutes } from './app/route-manifest';
import { appKeys, entryKey, firstLoadFiles, pageChunkFiles, readManifest, staticClosure } from './first-load';
import { APP_PART, CATALOG_PARTS, catalogLanguageModule, catalogPartModule } from './lib/i18n/catalog-part';

/**
 * What each storefront route (the storefront routes of app/route-manifest.ts) downloads before it is
 * interactive (./first-load.ts), in each language (with the parts of that language's catalog it needs), gzipped. Reads the
 * manifest of `npm run build`.
 */
// Every storefront route in either language: 166.2 KiB, the catalog's 162.5 KiB of before the translations and
// little more, so Bangla pages are as quick as English ones were. (165 until the navigation learnt to move what
// has no room into its menu, amounts their sign first, and the pages their Dhaka dates: 0.4 KiB on the Bangla
// product page, the heaviest; 166 until the address book: My Profile now reaches the address fields and the districts
// too, which splits a chunk the product page's on-demand delivery modules shared, so it lists two more chunks to
// preload, 0.1 KiB on the Bangla product page.)
const BUDGET_KIB = 166.2;

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webRoot, 'dist');

const gzipSize = (file: string) => gzipSync(readFileSync(join(distDir, file))).length;
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function sourceBasenames(dir: string): Set<string> {
  const names = new Set<string>();
  if (!existsSync(dir)) return names;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      names.add(entry.name.replace(/\.tsx?$/, ''));
    }
  }
  return names;
}

describe('storefront bundle budget', () => {
  const manifest = readManifest(distDir);
  const entry = entryKey(manifest);
  const routeChunks = Object.fromEntries(
    LOCALES.flatMap((locale) => storefrontRoutes().map(({ path, page }) => [`${locale} ${path}`, firstLoadFiles(manifest, page, locale)])),
  );

  it('has one chunk per part of each catalog, and no page loads a part of the other language', () => {
    const chunks = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        [
          ...pageChunkFiles(manifest, catalogLanguageModule(locale)),
          ...CATALOG_PARTS.filter((part) => part !== APP_PART).flatMap((part) => pageChunkFiles(manifest, catalogPartModule(locale, part))),
        ],
      ]),
    );
    // The language's module (with the app's part), and one chunk for each other part.
    for (const locale of LOCALES) expect(chunks[locale], locale).toHaveLength(CATALOG_PARTS.length);
    for (const [route, files] of Object.entries(routeChunks)) {
      const [locale] = route.split(' ');
      const own = files.filter((file) => chunks[locale!]!.includes(file));
      const other = files.filter((file) => LOCALES.some((l) => l !== locale && chunks[l]!.includes(file)));
      expect(own.length, `${route} loads its language's catalog`).toBeGreaterThan(0);
      expect(other, route).toEqual([]);
    }
  });

  it(`loads at most ${BUDGET_KIB} KiB of gzipped JavaScript before each storefront route is interactive, in either language`, () => {
    const rows = Object.entries(routeChunks).map(([route, files]) => ({
      route,
      chunks: files.length,
      'gzip KiB': kib(files.reduce((sum, file) => sum + gzipSize(file), 0)),
      'budget KiB': BUDGET_KIB,
    }));
    const loadedEverywhere = appKeys(manifest);
    const entryKiB = kib(gzipSize(manifest[entry]!.file));
    const firebaseSession = Object.values(manifest).find((chunk) => chunk.src === 'src/app/firebase-session.tsx');
    const firebaseKiB = firebaseSession
      ? kib(
          [...staticClosure(manifest, firebaseSession.src!)]
            .filter((key) => !loadedEverywhere.has(key))
            .reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0),
        )
      : 0;
    console.log(
      `Entry chunk: ${entryKiB} KiB gzipped. Loaded only once a sign-in is known or needed: Firebase session ${firebaseKiB} KiB.`,
    );
    console.table(rows);
    for (const row of rows) expect(row['gzip KiB'], `${row.route} loads ${row['gzip KiB']} KiB`).toBeLessThanOrEqual(BUDGET_KIB);
  });

  it('keeps charts, admin pages and the Firestore SDK out of the storefront routes', () => {
    const adminModules = new Set([
      ...sourceBasenames(join(webRoot, 'src/features/admin')),
      ...sourceBasenames(join(webRoot, 'src/app/dashboard')),
    ]);
    const forbidden = new Map<string, string>();
    for (const chunk of Object.values(manifest)) {
      const src = chunk.src ?? '';
      if (/firebase\/firestore|@firebase\/firestore/.test(src)) forbidden.set(chunk.file, 'the Firestore SDK');
      else if (src.startsWith('src/features/admin/') || src.startsWith('src/app/dashboard/') || adminModules.has(chunk.name ?? ''))
        forbidden.set(chunk.file, `the admin/dashboard module ${src || chunk.name}`);
      else if (/sales-charts/.test(chunk.name ?? '')) forbidden.set(chunk.file, `the chart module ${chunk.name}`);
    }
    // Chart library code can sit in a shared chunk; its components carry this class name.
    for (const chunk of Object.values(manifest)) {
      if (chunk.file.endsWith('.js') && readFileSync(join(distDir, chunk.file), 'utf8').includes('MuiChartsSurface')) {
        forbidden.set(chunk.file, '@mui/x-charts');
      }
    }
    expect(forbidden.size, 'the checks found the chunks they guard against').toBeGreaterThan(0);
    for (const [route, files] of Object.entries(routeChunks)) {
      const leaks = files.filter((file) => forbidden.has(file)).map((file) => `${file} (${forbidden.get(file)})`);
      expect(leaks, `${route} loads ${leaks.join(', ')}`).toEqual([]);
    }
  });
});
