/**
 * The Bangla web font the site serves itself, on Bangla pages only (src/server/bangla-font-head.ts). First in the
 * theme's font stack: its faces cover Bengali letters only, so every other letter falls through to the system's.
 */
export const BANGLA_FONT_FAMILY = 'Noto Sans Bengali';
