import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { DEMO_CUSTOMER, STORE, signInWithForm, watchedPage } from './chromium';

// The API made to fail (an error answer, a proxy's HTML page, no network) or to be slow, on the home
// page, the catalog and a purchase page: the page keeps its frame and says what went wrong with a Retry
// that works once the API is back, never a blank page. Home and the catalog come from the server with their
// data, so the browser calls the API for them when the visitor goes there from another page: that is how
// they are reached here.

type Failure = [label: string, answer: (route: Route) => Promise<void>, message: RegExp];
const failures: Failure[] = [
  [
    'a 503 with the API’s JSON error',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The store is down for maintenance.' } }),
      }),
    /The store is down for maintenance\./,
  ],
  ['a 502 HTML page from a proxy', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }), /server had a problem/i],
  ['a network failure', (route) => route.abort('internetdisconnected'), /Cannot reach the server/i],
];

interface StorePage {
  name: string;
  path: () => string;
  signedIn: boolean;
  /** For a page the server renders with its data: the link of the main navigation that leads there from /blogs. */
  navLink?: string;
  /** What the page shows once its data has loaded. */
  loaded: (page: Page) => Promise<void>;
}

let slug = '';
const pages: StorePage[] = [
  { name: 'the home page', path: () => '/', navLink: 'Home', signedIn: false, loaded: (page) => page.getByText(/\d star/).first().waitFor() },
  {
    name: 'the catalog',
    path: () => '/tools',
    navLink: 'Tools',
    signedIn: false,
    loaded: (page) => page.getByText('Price Per Unit').first().waitFor(),
  },
  {
    name: 'a purchase page',
    path: () => `/purchase/${slug}`,
    signedIn: true,
    loaded: (page) => page.getByRole('heading', { name: /^Purchase Tool : / }).waitFor(),
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  slug = ((await (await fetch(`${STORE}/api/tools?inStock=true&limit=1`)).json()) as { tools: { slug: string }[] }).tools[0]!.slug;
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the page as the browser app shows it: through the main navigation for one the server renders with its data. */
async function open(page: Page, storePage: StorePage) {
  if (!storePage.navLink) {
    await page.goto(storePage.path());
    return;
  }
  await page.goto('/blogs');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: storePage.navLink, exact: true }).click();
  await page.waitForURL(`**${storePage.path()}`);
}

/** The page is not blank: the navigation bar, the footer and some text are on screen. */
async function expectFrame(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).first().waitFor();
  await page.locator('footer').first().waitFor();
  expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(50);
}

describe.each(pages)('$name when the API fails', (storePage) => {
  it.each(failures)('%s: a readable message and a Retry that works once the API is back', async (_label, answer, message) => {
    const { context, page, pageErrors } = await watchedPage(browser);
    if (storePage.signedIn) await signInWithForm(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await context.route('**/api/**', answer);
    await open(page, storePage);
    await page.getByText(message).first().waitFor();
    await expectFrame(page);
    const retries = page.getByRole('button', { name: 'Retry' });
    expect(await retries.count()).toBeGreaterThan(0);

    await context.unroute('**/api/**');
    // Every section that failed retries on its own (the home page has two): press each one's button.
    for (const button of await retries.elementHandles()) await button.click();
    await storePage.loaded(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a slow API: the page shows that it is loading, then the data', async () => {
    const { context, page, pageErrors } = await watchedPage(browser);
    if (storePage.signedIn) await signInWithForm(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/**', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, storePage);
    await expectFrame(page);
    // While every API call is held: placeholders that say they are loading.
    await page.locator('[aria-busy="true"], [role="progressbar"]').first().waitFor();
    release();
    await storePage.loaded(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
