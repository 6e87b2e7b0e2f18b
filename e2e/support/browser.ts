import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

/**
 * How long a user-visible state may take to appear: the emulated functions answer slowly on a 2-core machine,
 * and slower still beside other work (a build, another suite). Every wait is for a condition (an element, a
 * URL, a response), so a passing journey takes no longer for this being generous. vitest.config.ts gives
 * expect.poll the same bound.
 */
export const UI_TIMEOUT = 45_000;

/**
 * The system Chromium (Debian's /usr/bin/chromium, or CHROME_PATH), with the flags these machines need.
 * Playwright gives each launch a fresh, temporary user data folder of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      ...CHROMIUM_FLAGS,
      // Background tabs (the other user's window in the two-user journeys) keep their timers and listeners running.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 800, height: 1000 },
  desktop: { width: 1280, height: 900 },
} as const;

export type Viewport = { width: number; height: number };

/**
 * A fresh browser profile (its own signed-in user, storage and cache) opened on a path of the store.
 * Requests to other hosts are refused: the machines here have no internet, and a page must not wait on one.
 */
export async function openPage(
  browser: Browser,
  path = '/',
  viewport: Viewport = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page; appErrors: string[] }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, reducedMotion: 'reduce' });
  context.setDefaultTimeout(UI_TIMEOUT);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  reportPageErrors(page);
  const appErrors = collectAppErrors(page);
  waitForTheAppOnEachLoad(page);
  await page.goto(path);
  return { context, page, appErrors };
}

/**
 * What the app must never show in the console: an uncaught error, or a React error (a hydration mismatch is
 * React's error #418 or #425 in the production build, reported as a recoverable error).
 */
export function collectAppErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Minified React error|hydrat/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/**
 * The store's pages are rendered on the server: the HTML shows a page before the app has started, and a click
 * before then is the browser's own (a link is followed, a form is not handled by the app). So each page.goto
 * and page.reload of the store also waits for the app to have taken over (web/src/app/hydration-mark.tsx
 * marks #root data-hydrated), and a test acts on a working page.
 */
export function waitForTheAppOnEachLoad(page: Page) {
  const appStarted = async () => {
    if (page.url().startsWith(BASE_URL)) await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  };
  const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appStarted();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appStarted();
    return response;
  };
}

/**
 * Uncaught errors in the page, and API calls that failed or took long, are printed with the test output:
 * they explain a failure that follows.
 */
export function reportPageErrors(page: Page) {
  page.on('pageerror', (error) => console.error(`[page error] ${page.url()}: ${error.message}`));
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/api/')) return;
    const { startTime, responseEnd } = request.timing();
    if (responseEnd > 3000) console.warn(`[slow api] ${request.method()} ${request.url()} took ${Math.round(responseEnd)} ms (started ${new Date(startTime).toISOString()})`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/') && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      console.warn(`[failed api] ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
    }
  });
}

/** Presses Tab (at most `limit` times) until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await target.evaluate((element) => element === document.activeElement)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Tab did not reach the element within ${limit} presses; focus is on ${focused}`);
}

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/**
 * Whether the journeys save a screenshot of every route they look at (E2E_SCREENSHOTS=1), for a person to look
 * through. Off by default: a full-page picture costs the browser about as much as loading the page, and CI has no
 * one to look. A page that fails is pictured either way.
 */
export const SCREENSHOT_EVERY_ROUTE = process.env.E2E_SCREENSHOTS === '1';

/** Saves a screenshot, of the whole page unless told, to e2e/screenshots/<name>.png (the folder is git-ignored). */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}
