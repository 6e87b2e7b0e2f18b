/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** "false" to talk to a real Firebase project instead of the local emulators. */
  readonly VITE_USE_EMULATORS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The Bangla glyphs an English page shows, cut out of the Bangla font by the build (vite.config.ts). */
declare module 'virtual:english-page-bangla-glyphs' {
  /** The WOFF2, as a data: URL. */
  export const href: string;
  /** Its characters, for @font-face's unicode-range. */
  export const unicodeRange: string;
}
