// @vitest-environment node
import { STORE_CURRENCY } from '@store/contract/constants';
import { formattersFor } from '@store/contract/format';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { storefrontRoutes } from '../app/route-manifest';
import { APP_PART, partOfPage } from '../lib/i18n/catalog-part';
import { messageParts } from '../lib/i18n/message-parts';
import { ENGLISH_FONT_HEAD } from './bangla-font-head';
import { englishPageBanglaText, GLYPHS_SOURCE, subsetGlyphs, unicodeRangeOf } from './english-page-glyphs';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bengali = (text: string) => [...text.matchAll(/[\u0980-\u09FF]/gu)].map(([letter]) => letter);
// The catalog's text, as written (the app's build compiles the messages it imports).
const en = JSON.parse(readFileSync(join(srcDir, 'lib/i18n/messages/en.json'), 'utf8')) as Record<string, string>;
const text = englishPageBanglaText(en);

/** HarfBuzz's shaping of `line` in a font: each glyph's outline, advance and offsets, as a browser would draw them. */
async function shaped(font: Uint8Array, line: string) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(font, 'sfnt')));
  const hbFont = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(line);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  return {
    glyphs: buffer.getGlyphInfosAndPositions().map((glyph) => ({
      cluster: glyph.cluster,
      outline: hbFont.glyphToPath(glyph.codepoint),
      advance: glyph.xAdvance,
      offset: [glyph.xOffset, glyph.yOffset],
    })),
    characters: face.collectUnicodes(),
  };
}

describe('the Bangla glyphs of English pages', () => {
  it('cover every Bengali letter an English storefront page can show: the language switch and the taka sign of prices', () => {
    expect(text).toBe('ংবলা৳');
    const storefrontParts = new Set<string>([APP_PART, ...storefrontRoutes().map((route) => partOfPage(route.page))]);
    const parts = messageParts(srcDir, Object.keys(en));
    const shown = Object.entries(en)
      .filter(([key]) => [...parts.get(key)!].some((part) => storefrontParts.has(part)))
      .flatMap(([, message]) => bengali(message));
    const prices = bengali(formattersFor('en', STORE_CURRENCY).money(1250.5));
    expect(prices).toEqual(['৳']);
    expect(new Set([...shown, ...prices])).toEqual(new Set(text));
  });

  it('are a subset of the Bangla font that shapes them as the whole font does, in about a kilobyte', async () => {
    const subset = await subsetGlyphs(text);
    const whole = readFileSync(GLYPHS_SOURCE);
    expect(subset.length).toBeLessThan(1400);
    // The word as the switch writes it, and the sign as a price does (the face is used for these characters alone).
    for (const line of [en['nav.otherLanguage']!, bengali(formattersFor('en', STORE_CURRENCY).money(15500)).join('')]) {
      const [fromSubset, fromWhole] = [await shaped(subset, line), await shaped(whole, line)];
      // Every glyph drawn (.notdef, a missing one, has no outline), and each where the whole font puts it.
      expect(fromSubset.glyphs.length, line).toBeGreaterThan(0);
      expect(fromSubset.glyphs.every((glyph) => glyph.outline !== ''), line).toBe(true);
      expect(fromSubset.glyphs, line).toEqual(fromWhole.glyphs);
    }
    expect([...(await shaped(subset, '')).characters].map((code) => String.fromCodePoint(code)).sort().join('')).toBe(text);
  });

  it('reach an English page as one inline face of those characters alone, adding under 2 KiB to its HTML', () => {
    const [style] = ENGLISH_FONT_HEAD;
    expect(ENGLISH_FONT_HEAD).toHaveLength(1);
    expect(style).toMatch(/^<style>@font-face\{font-family:"Noto Sans Bengali";[^}]*font-weight:100 900;font-display:swap;src:url\(data:font\/woff2;base64,[\w+/=]+\) format\("woff2"\);unicode-range:U\+0982,U\+09AC,U\+09B2,U\+09BE,U\+09F3\}<\/style>$/);
    expect(unicodeRangeOf(text)).toBe('U+0982,U+09AC,U+09B2,U+09BE,U+09F3');
    expect(Buffer.byteLength(style!)).toBeLessThanOrEqual(2048);
  });
});
