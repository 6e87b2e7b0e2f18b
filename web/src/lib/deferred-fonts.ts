/**
 * Web fonts a page takes on once its first paint is done (the Bangla font of a Bangla page): the server lists
 * their faces in a data block of the page (src/server/bangla-font-head.ts), and the page's first script adds them
 * once the lead picture is in and painted (src/boot.ts), so that neither the picture nor the first paint shares
 * the network with a font. The text is drawn in the device's own font until then (font-display: swap).
 */

/** The id of the page's data block that lists the faces. */
export const DEFERRED_FONTS_ID = 'deferred-fonts';

/** A face as the FontFace constructor takes it. */
export interface DeferredFontFace {
  family: string;
  /** A CSS src value: url(...) format("woff2"). */
  source: string;
  descriptors: FontFaceDescriptors;
}

/** Adds the page's listed faces to its fonts: each is fetched when text first needs it. */
export function addDeferredFonts(): void {
  const faces = JSON.parse(document.getElementById(DEFERRED_FONTS_ID)?.textContent || '[]') as DeferredFontFace[];
  for (const { family, source, descriptors } of faces) document.fonts.add(new FontFace(family, source, descriptors));
}
