/**
 * Flags the system Chromium needs on a container or CI machine run as root with no GPU: no sandbox (it cannot
 * start one as root), no GPU process, and none of the background fetches (updates, sync, QUIC probes) that
 * reach for a network the tests do not have. The browser tests
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
