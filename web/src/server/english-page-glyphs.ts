/**
 * The few Bangla glyphs an English page shows, cut out of the site's Bangla font by the build (vite.config.ts),
 * so that an English page draws them in the same font as a Bangla page does, on a device without a Bangla font
 * of its own too (which would otherwise draw boxes), for about a kilobyte rather than the whole font's 47 KB.
 * Node code, for the build and its tests; the browser never imports it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/**
 * Noto Sans Bengali (SIL Open Font License), its Bengali subset at 600, the weight of the bar's buttons, where
 * most of these glyphs are seen. One weight serves all: a currency sign or a language's name needs no other.
 */
export const GLYPHS_SOURCE = createRequire(import.meta.url).resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2');

/** The taka sign, which an English price writes ("৳1,250.00"). */
const TAKA_SIGN = '\u09F3';

const BENGALI = /[\u0980-\u09FF]/gu;

/**
 * What an English page writes in Bengali script: the language switch's name (read from the English catalog, so a
 * change of it reaches the subset) and the sign of its prices. Each letter once, in code point order.
 */
export function englishPageBanglaText(englishMessages: Readonly<Record<string, string>>): string {
  const letters = [...(englishMessages['nav.otherLanguage'] ?? '').matchAll(BENGALI)].map(([letter]) => letter);
  return [...new Set([...letters, TAKA_SIGN])].sort().join('');
}

/** The CSS unicode-range of exactly those characters ("U+0982,U+09AC,..."): every other one falls through to the next font. */
export const unicodeRangeOf = (text: string): string =>
  [...new Set(text)].map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(',');

/**
 * The font cut down to the glyphs of `text`, as WOFF2. HarfBuzz's subsetter keeps every layout feature's lookups
 * that reach those glyphs (the GSUB and GPOS tables that shape Bengali), so they shape as they do in the whole font.
 */
export async function subsetGlyphs(text: string): Promise<Buffer> {
  return subsetFont(await readFile(GLYPHS_SOURCE), text, { targetFormat: 'woff2' });
}
