/**
 * Flags the system Chromium needs on these shared, sandbox-less machines (TOOLCHAIN.md): the browser tests
 * launch it with them (./browser.ts), and the bench hands them to Lighthouse (bench/lib/pages.ts). A module
 * with no imports, so the bench can take them without loading Playwright.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
