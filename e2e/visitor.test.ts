import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, signInWithForm } from './support/accounts';
import { createTool, listTools, placeOrder, postReview } from './support/api';
import { launchBrowser, openPage, saveScreenshot, SCREENSHOT_EVERY_ROUTE, tabTo, VIEWPORTS, type Viewport } from './support/browser';
import { carouselStatus } from './support/home';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How many columns a grid of cards shows: the distinct left edges of its cards. */
async function columnsOf(page: Page, cards: string) {
  const lefts = await page.locator(cards).evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

/** The catalog's cards as the visitor reads them: name and unit price, in page order. */
async function catalogCards(page: Page) {
  return page.getByRole('list', { name: 'Tools' }).locator('article').evaluateAll((articles) =>
    articles.map((article) => {
      const priceLabel = [...article.querySelectorAll('span')].find((span) => span.textContent === 'Price Per Unit');
      return {
        name: article.querySelector('h3')?.textContent ?? '',
        price: Number((priceLabel?.nextElementSibling?.textContent ?? '').replace(/[^0-9.]/g, '')),
      };
    }),
  );
}

const isSorted = (values: number[], direction: 1 | -1) => values.every((value, i) => i === 0 || (value - values[i - 1]!) * direction >= 0);

/** True once the catalog shows cards (not its loading placeholders) and every card passes `test`. */
async function cardsShow(page: Page, test: (cards: Awaited<ReturnType<typeof catalogCards>>) => boolean) {
  const cards = await catalogCards(page);
  return cards.length > 0 && test(cards);
}

describe('a visitor', () => {
  it('opens a product page from Home, switches pictures with the keyboard, pages the reviews and opens a related tool', async () => {
    const pictures = [
      '/tools/brushless-impact-driver-18v.svg',
      '/tools/brushless-impact-driver-18v-side.svg',
      '/tools/brushless-impact-driver-18v-detail.svg',
    ];
    const tool = await createTool({
      name: `Gallery Driver ${Date.now().toString(36)}`,
      category: 'drills-drivers',
      powerSource: 'battery',
      specs: { voltage: 18, weightKg: 1.2 },
      picture: pictures[0],
      pictures,
      priceTiers: [{ minQuantity: 10, unitPrice: 11 }],
    });
    // Six reviews, one more than the page shows at first.
    for (const [index, rating] of [5, 4, 5, 3, 5, 4].entries()) {
      const customer = await createCustomer({ prefix: 'reviewer', name: `Reviewer ${index + 1}` });
      await postReview(customer, tool, rating, `Review ${index + 1} of the gallery driver.`);
    }

    const { context, page, appErrors } = await openPage(browser, '/');
    const toolsSection = page.locator('section[aria-labelledby="tools-heading"]');
    await toolsSection.getByRole('heading', { name: tool.name }).getByRole('link').click();
    await page.waitForURL(`**/tools/${tool.slug}`);
    await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('rating-summary').textContent()).toContain('4.3 out of 5');

    // The thumbnails are buttons: Tab to the second, Enter shows it; Tab on to the third, Space shows that.
    const main = page.getByTestId('gallery-main');
    const thumbs = page.getByRole('list', { name: 'Pictures' }).getByRole('button');
    expect(await main.getAttribute('src')).toBe(pictures[0]);
    await tabTo(page, thumbs.nth(1));
    await page.keyboard.press('Enter');
    await expect.poll(() => main.getAttribute('src')).toBe(pictures[1]);
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => main.getAttribute('src')).toBe(pictures[2]);
    expect(await thumbs.nth(0).getAttribute('aria-pressed')).toBe('false');

    // Reviews newest first, five at a time.
    const reviews = page.getByRole('list', { name: 'Reviews', exact: true }).getByRole('listitem');
    await expect.poll(() => reviews.count()).toBe(5);
    expect(await reviews.first().textContent()).toContain('Review 6 of the gallery driver.');
    await page.getByRole('button', { name: 'More reviews' }).click();
    await expect.poll(() => reviews.count()).toBe(6);
    expect(await reviews.last().textContent()).toContain('Review 1 of the gallery driver.');
    expect(await page.getByRole('button', { name: 'More reviews' }).count()).toBe(0);
    if (SCREENSHOT_EVERY_ROUTE) await saveScreenshot(page, 'journey-product-page');

    // A related tool of the same category opens its own page.
    const related = page.getByRole('list', { name: 'Related tools' }).getByRole('heading', { level: 3 });
    await expect.poll(() => related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(4);
    const relatedName = (await related.first().textContent()) ?? '';
    expect(relatedName).not.toBe(tool.name);
    await related.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: relatedName }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/tools\/[^/]+$/);
    expect(appErrors).toEqual([]);
    await context.close();
  });

  it('combines the catalog filters, keeps them in the URL, and finds them again after a reload', async () => {
    const { context, page, appErrors } = await openPage(browser, '/tools');
    await page.getByRole('list', { name: 'Tools' }).waitFor();
    await page.getByLabel('Category').selectOption('saws');
    await page.getByLabel('Power source').selectOption('corded');
    await page.getByRole('switch', { name: 'In stock only' }).check();
    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.waitForURL((url) => url.search === '?category=saws&power=corded&sort=price_asc&inStock=1');

    const expected = (await listTools({ category: 'saws', powerSource: 'corded', inStock: 'true', sort: 'price_asc' })).map((tool) => tool.name);
    expect(expected.length).toBeGreaterThan(0);
    const names = () => page.getByRole('list', { name: 'Tools' }).locator('article h3').allTextContents();
    await expect.poll(names).toEqual(expected);

    await page.reload();
    await page.getByRole('list', { name: 'Tools' }).waitFor();
    expect(await page.getByLabel('Category').inputValue()).toBe('saws');
    expect(await page.getByLabel('Power source').inputValue()).toBe('corded');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_asc');
    expect(await page.getByRole('switch', { name: 'In stock only' }).isChecked()).toBe(true);
    await expect.poll(names).toEqual(expected);
    expect(appErrors).toEqual([]);
    await context.close();
  });

  it('sees Home: the 4-slide carousel wrapping both ways, the banner, the chart with both series and reviews', async () => {
    const { context, page } = await openPage(browser, '/');
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect.poll(() => slides.count()).toBe(4);
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 1 of 4/);
    const firstHeading = await page.getByRole('group', { name: '1 of 4' }).getByRole('heading').textContent();

    // Previous from the first slide wraps to the last; next from the last wraps to the first.
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 4 of 4/);
    await page.getByRole('group', { name: '4 of 4' }).getByRole('heading').waitFor();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 1 of 4/);
    await page.getByRole('group', { name: '1 of 4' }).getByRole('heading', { name: firstHeading ?? '' }).waitFor();
    for (const step of [2, 3, 4, 1]) {
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(() => carouselStatus(page).textContent()).toMatch(new RegExp(`^Slide ${step} of 4`));
    }

    // Reviews with their rating as "N star".
    const reviews = page.locator('section[aria-labelledby="reviews-heading"] article');
    await reviews.first().waitFor();
    expect(await reviews.first().textContent()).toMatch(/[1-5] star/);

    // The statistics banner: four figures with their labels.
    const stats = page.locator('section[aria-labelledby="stats-heading"] li');
    await stats.first().scrollIntoViewIfNeeded();
    expect((await stats.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '157+ Our Electric Tools',
      '765+ Our Happy Clients',
      '2700+ Our Reviews',
      '132M+ Annual Revenue',
    ]);

    // The chart screen loads when scrolled near: a bar chart and a line chart, each with toolsUnit and sell.
    const charts = page.getByTestId('sales-charts');
    await page.getByRole('heading', { name: 'Total Tools and Sells Tools Unit in Month' }).scrollIntoViewIfNeeded();
    await charts.locator('svg .MuiBarElement-root').first().waitFor();
    await expect.poll(() => charts.locator('svg .MuiBarElement-root').count()).toBe(12);
    await expect.poll(() => charts.locator('svg .MuiLineElement-root').count()).toBe(2);
    expect(await charts.getByText('toolsUnit', { exact: true }).count()).toBe(2);
    expect(await charts.getByText('sell', { exact: true }).count()).toBe(2);
    const chartBox = await charts.locator('.MuiPaper-root').first().boundingBox();
    expect(chartBox?.width).toBeGreaterThanOrEqual(500);
    expect(chartBox?.width).toBeLessThanOrEqual(540);

    // The contact block.
    await page.getByText(/Dhaka/).last().scrollIntoViewIfNeeded();
    await context.close();
  });

  it.each([
    ['phone', VIEWPORTS.phone, 1],
    ['tablet', VIEWPORTS.tablet, 2],
    ['desktop', VIEWPORTS.desktop, 3],
  ] as [string, Viewport, number][])('sees the tools grid in the right columns on a %s', async (_name, viewport, columns) => {
    const { context, page } = await openPage(browser, '/', viewport);
    const featured = 'section[aria-labelledby="tools-heading"] article';
    await page.locator(featured).first().waitFor();
    await expect.poll(() => page.locator(featured).count()).toBeGreaterThanOrEqual(3);
    expect(await columnsOf(page, featured)).toBe(columns);
    for (const label of ['Price Per Unit', 'Minimum Order', 'Available Unit']) {
      await page.locator(featured).first().getByText(label).waitFor();
    }

    await page.goto('/tools');
    await page.getByRole('list', { name: 'Tools' }).locator('article').first().waitFor();
    expect(await columnsOf(page, 'ul[aria-label="Tools"] article')).toBe(columns);
    await context.close();
  });

  it('searches, sorts and pages through /tools, and the back button restores each view', async () => {
    const { context, page } = await openPage(browser, '/tools');
    const status = page.getByRole('status').filter({ hasText: /tools?\b/ });
    await status.getByText(/^\d+ tools$/).waitFor();
    const total = Number((await status.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(12);

    // Search narrows the list, the tools named so first (then those of the category or described so).
    await page.getByRole('searchbox', { name: 'Search tools by name' }).fill('saw');
    await status.getByText(/matching “saw”/).waitFor();
    const found = Number((await status.textContent())?.match(/\d+/)?.[0]);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
    /** The first card is named so, and no card named so follows one that is not. */
    const namedFirst = (named: boolean[]) => named[0] === true && !named.some((isNamed, at) => isNamed && named.slice(0, at).includes(false));
    await expect
      .poll(() => cardsShow(page, (cards) => cards.length === Math.min(found, 12) && namedFirst(cards.map((card) => /saw/i.test(card.name)))))
      .toBe(true);
    expect(page.url()).toContain('q=saw');
    // One clear button: ours, labelled; the browser's own, drawn in search fields, is hidden.
    const nativeClearHidden = await page.getByRole('searchbox', { name: 'Search tools by name' }).evaluate((input) =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .some(
          (rule) =>
            rule instanceof CSSStyleRule &&
            rule.selectorText.endsWith('::-webkit-search-cancel-button') &&
            input.matches(rule.selectorText.replace(/::-webkit-search-cancel-button$/, '')) &&
            rule.style.appearance === 'none',
        ),
    );
    expect(nativeClearHidden).toBe(true);

    // Sort orders it, both ways.
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect.poll(() => cardsShow(page, (cards) => isSorted(cards.map((card) => card.price), 1))).toBe(true);
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect.poll(() => cardsShow(page, (cards) => isSorted(cards.map((card) => card.price), -1))).toBe(true);
    const descending = await catalogCards(page);
    expect(descending.length).toBe(Math.min(found, 12));

    // Clearing the search keeps the sort; pagination moves on.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await status.getByText(new RegExp(`^${total} tools$`)).waitFor();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await expect.poll(() => cardsShow(page, (cards) => cards.length === 12 && isSorted(cards.map((card) => card.price), -1))).toBe(true);
    const firstPage = await catalogCards(page);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await expect.poll(() => cardsShow(page, (cards) => cards[0]!.name !== firstPage[0]!.name)).toBe(true);
    const secondPage = await catalogCards(page);
    expect(secondPage[0]!.price).toBeLessThanOrEqual(firstPage.at(-1)!.price);

    // Back: page 1 of the same sort; back again: the search; forward: page 2 again.
    await page.goBack();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await expect.poll(async () => (await catalogCards(page)).map((card) => card.name)).toEqual(firstPage.map((card) => card.name));
    await page.goBack();
    await status.getByText(/matching “saw”/).waitFor();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search tools by name' }).inputValue()).toBe('saw');
    await expect.poll(async () => (await catalogCards(page)).map((card) => card.name)).toEqual(descending.map((card) => card.name));
    await page.goForward();
    await page.goForward();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await expect.poll(async () => (await catalogCards(page)).map((card) => card.name)).toEqual(secondPage.map((card) => card.name));
    await context.close();
  });

  it('reads /blogs and /myportfolio, and gets the 404 page with links home and to the portfolio', async () => {
    const { context, page } = await openPage(browser, '/blogs', VIEWPORTS.phone);
    await page.getByRole('heading', { level: 1, name: 'Blogs' }).waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(3);
    // The answers open and close like an accordion.
    const second = page.getByRole('button', { name: 'How does useEffect work?' });
    await second.click();
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');

    await page.goto('/myportfolio');
    await page.getByRole('table', { name: 'Education' }).waitFor();
    await page.getByRole('heading', { name: 'Skills' }).waitFor();
    expect(await page.getByRole('link', { name: /^Open / }).count()).toBe(3);

    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the homepage' }).waitFor();
    await page.getByRole('link', { name: 'See the portfolio' }).click();
    await page.waitForURL('**/myportfolio');
    await page.getByRole('table', { name: 'Education' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('is sent to /login from /dashboard and from a purchase page, and comes back there after signing in', async () => {
    const customer = await createCustomer({ prefix: 'returning' });
    const tool = await createTool();

    const { context, page } = await openPage(browser, '/dashboard');
    await page.waitForURL('**/login');
    await page.getByText('Please log in to continue.').waitFor();
    await signInWithForm(page, customer.email, customer.password);
    await page.waitForURL('**/dashboard/myorders');
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    await context.close();

    const second = await openPage(browser, `/purchase/${tool.slug}`);
    await second.page.waitForURL('**/login');
    await signInWithForm(second.page, customer.email, customer.password);
    await second.page.waitForURL(`**/purchase/${tool.slug}`);
    await second.page.getByRole('heading', { level: 1, name: `Purchase Tool : ${tool.name}` }).waitFor();
    await second.page.getByRole('button', { name: 'Purchase' }).waitFor();
    await second.context.close();
  });

  it('sees the stock of a product page change while it is open, when someone else orders', async () => {
    const tool = await createTool({ available: 500, minimum: 3 });
    const buyer = await createCustomer({ prefix: 'live-stock' });
    const { context, page } = await openPage(browser, `/tools/${tool.slug}`);
    const stock = page.getByTestId('available-units');
    await expect.poll(() => stock.textContent()).toBe('500');
    await placeOrder(buyer, tool, 7);
    await expect.poll(() => stock.textContent()).toBe('493');
    await context.close();
  });

  it('reloads /login after the guards sent them there without a hydration error, and is still brought back', async () => {
    const { context, page, appErrors } = await openPage(browser, '/dashboard');
    await page.waitForURL('**/login');
    for (const path of ['/dashboard/makeadmin', '/purchase']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
    await page.reload();
    // The note of where they were going lives in the history entry, which the reload keeps.
    await page.getByText('Please log in to continue.').waitFor();
    expect(appErrors, appErrors.join('\n')).toEqual([]);
    await context.close();
  });
});
