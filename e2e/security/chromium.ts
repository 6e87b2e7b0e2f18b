import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, UI_TIMEOUT, waitForTheAppOnEachLoad } from '../support/browser';
export { DEMO_CUSTOMER, signInWithForm } from '../support/accounts';

/** The store on the Hosting emulator (npm run test:e2e starts it, seeded from emulator-data/). */
export const STORE = BASE_URL;

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Content-Security-Policy violations the page reported, and console errors that mention the policy. */
  violations: string[];
  /** Uncaught errors in the page. */
  pageErrors: string[];
}

/**
 * A fresh profile whose pages report every CSP violation (through the securitypolicyviolation event,
 * listened to by an init script, which the page's own policy does not govern) and every uncaught error.
 * Requests to other hosts are refused: these machines have no internet.
 */
export async function watchedPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: STORE, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  context.setDefaultTimeout(UI_TIMEOUT);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));
  const violations: string[] = [];
  const pageErrors: string[] = [];
  await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}` +
          ` (${event.sourceFile}:${event.lineNumber}:${event.columnNumber}${event.sample ? `, "${event.sample}"` : ''})`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  waitForTheAppOnEachLoad(page);
  return { context, page, violations, pageErrors };
}
