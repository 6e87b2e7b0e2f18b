import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';
import { href as glyphsHref, unicodeRange as glyphsUnicodeRange } from 'virtual:english-page-bangla-glyphs';
import { DEFERRED_FONTS_ID, type DeferredFontFace } from '../lib/deferred-fonts';
import { BANGLA_FONT_FAMILY } from '../lib/i18n/bangla-font';
import { scriptJson } from '../lib/page-meta';

// Noto Sans Bengali (SIL Open Font License), its Bengali subset, in the two weights the theme needs: 400 for
// text, 700 for headings and buttons (their 600 and 800 take the nearest face, 700). A Bangla page only: an
// English page shows one Bangla word (the language switch) and the taka sign, which it has from a face of their
// glyphs alone (ENGLISH_FONT_HEAD). The server build emits the files and the browser build copies them to the site
// (vite.config.ts).

// Bengali, its danda marks and the joiners that shape conjuncts: the characters the subset covers.
const UNICODE_RANGE = 'U+0951-0952,U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC';

const FACES = [
  { weight: 400, url: regular },
  { weight: 700, url: bold },
];

const FACE_LIST: DeferredFontFace[] = FACES.map(({ weight, url }) => ({
  family: BANGLA_FONT_FAMILY,
  source: `url(${url}) format("woff2")`,
  descriptors: { style: 'normal', weight: String(weight), display: 'swap', unicodeRange: UNICODE_RANGE },
}));

const fontFaceRule = ({ family, source, descriptors }: DeferredFontFace) =>
  `@font-face{font-family:"${family}";font-style:${descriptors.style};font-weight:${descriptors.weight};font-display:${descriptors.display};src:${source};unicode-range:${descriptors.unicodeRange}}`;

/**
 * The <head> tags of a Bangla page, the same for every page, so written once. The faces are not in the page's CSS,
 * nor preloaded: the page's first script adds them once the lead picture is in and painted (lib/deferred-fonts.ts),
 * so that the largest paint never waits behind 90 KB of font on a slow network, and text is drawn in the device's
 * own Bangla font until then (phones and computers come with one). Without scripts, the page's
 * CSS has them.
 */
export const BANGLA_FONT_HEAD: readonly string[] = [
  `<script type="application/json" id="${DEFERRED_FONTS_ID}">${scriptJson(FACE_LIST)}</script>`,
  `<noscript><style>${FACE_LIST.map(fontFaceRule).join('')}</style></noscript>`,
];

/**
 * The <head> tag of an English page: the Bangla font's glyphs of the language switch's name and the taka sign
 * (src/server/english-page-glyphs.ts), about a kilobyte, inline, so they are drawn in the site's font from the
 * first paint, with no request. One face for every weight (the glyphs are cut at 600, the switch's): a heavier or
 * lighter sign is not worth a second face. Its unicode-range holds those characters alone: any other Bengali
 * letter falls through to the device's fonts.
 */
export const ENGLISH_FONT_HEAD: readonly string[] = [
  `<style>@font-face{font-family:"${BANGLA_FONT_FAMILY}";font-style:normal;font-weight:100 900;font-display:swap;src:url(${glyphsHref}) format("woff2");unicode-range:${glyphsUnicodeRange}}</style>`,
];
