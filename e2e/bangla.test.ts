import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, signInWithForm } from './support/accounts';
import { createTool, localeOf, mailsTo, setCartLine } from './support/api';
import { launchBrowser, openPage } from './support/browser';

/** The store in Bangla: the language switch, and a customer whose choice of Bangla reaches their mail. */
const bn = { name: 'পরীক্ষার হ্যামার ড্রিল', description: 'ব্রাউজার পরীক্ষার জন্য বানানো একটি ড্রিল।' };

/** The faces of the site's Bangla font the page has, as the browser holds them. */
const banglaFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Bengali').map(({ status, unicodeRange }) => ({ status, unicodeRange }));
  });

/**
 * The font files the page fetched: when each was asked for, after the page's first paint and its lead picture's
 * arrival (when the browser did not have the picture already), or before.
 */
const fontFiles = (page: Page) =>
  page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const leadPicture = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href;
    const leadPictureIn = entries.find((entry) => entry.name === leadPicture)?.responseEnd ?? 0;
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return entries
      .filter((entry) => /\.woff2$/.test(entry.name))
      .map((entry) => ({ file: entry.name.split('/').pop()!, afterPaintAndPicture: entry.startTime >= Math.max(firstPaint, leadPictureIn) }))
      .sort((a, b) => a.file.localeCompare(b.file));
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the store in Bangla', () => {
  it('switches a product page to Bangla and back, staying on the same tool', async () => {
    const tool = await createTool({ price: 1250, i18n: { bn } });
    const { context, page } = await openPage(browser, `/tools/${tool.slug}`);
    await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
    // The switch's name and the taka sign in the site's Bangla font, from glyphs inside the page: no font file.
    expect(await banglaFaces(page)).toEqual([{ status: 'loaded', unicodeRange: 'U+982, U+9AC, U+9B2, U+9BE, U+9F3' }]);
    expect(await page.evaluate(() => document.fonts.check('600 16px "Noto Sans Bengali"', 'বাংলা ৳'))).toBe(true);
    expect(await fontFiles(page)).toEqual([]);

    await page.getByRole('link', { name: 'বাংলা' }).click();
    await page.waitForURL(`**/bn/tools/${tool.slug}`);
    await page.getByRole('heading', { level: 1, name: bn.name }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('bn');
    // The whole font, for text and headings, fetched once the page is painted with its lead picture.
    await expect.poll(() => banglaFaces(page)).toEqual([400, 700].map(() => ({ status: 'loaded', unicodeRange: expect.stringMatching(/^U\+951-952, /) })));
    expect(await fontFiles(page)).toEqual(
      [400, 700].map((weight) => ({ file: expect.stringMatching(`^noto-sans-bengali-bengali-${weight}-normal-`), afterPaintAndPicture: true })),
    );
    await page.getByText(bn.description).waitFor();
    // Taka as a Dhaka shopper reads it: the sign first, then Bengali digits, and no decimals for whole taka.
    await page.getByText('৳১,২৫০').first().waitFor();

    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === `/tools/${tool.slug}`);
    await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('keeps a signed-in customer’s switch to Bangla, and their order, placed in Bangla, is mailed in Bangla', async () => {
    const customer = await createCustomer({ prefix: 'bangla' });
    const tool = await createTool({ price: 1250, minimum: 3, available: 20, i18n: { bn } });
    const { context, page } = await openPage(browser, '/login');
    await signInWithForm(page, customer.email, customer.password);
    await page.goto(`/purchase/${tool.slug}`);
    await page.getByRole('button', { name: 'Purchase' }).waitFor();

    await page.getByRole('link', { name: 'বাংলা' }).click();
    await page.waitForURL(`**/bn/purchase/${tool.slug}`);
    await expect.poll(() => localeOf(customer.email), { message: 'the switch is kept on the profile' }).toBe('bn');

    await page.getByLabel('পরিমাণ').fill('4');
    await page.getByTestId('total-price').getByText('৳৫,১২০', { exact: true }).waitFor();
    await page.getByLabel('ঠিকানা').fill('বাড়ি ১২, রোড ৩, ধানমন্ডি, ঢাকা');
    await page.getByLabel('মোবাইল নম্বর').fill('+880 1711 223344');
    await page.getByRole('button', { name: 'কিনুন', exact: true }).click();
    const placed = page.getByRole('alert').filter({ hasText: 'অর্ডার দেওয়া হয়েছে' });
    await placed.waitFor();
    // The order's own page, in Bangla, totals it the same way.
    await page.goto(`/bn/dashboard/orders/${await placed.locator('strong').textContent()}`);
    await page.getByTestId('order-total').getByText('৳৫,১২০', { exact: true }).waitFor();

    await expect.poll(async () => (await mailsTo(customer.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^অর্ডার \S+: অপেক্ষমাণ$/)]);
    const [mail] = await mailsTo(customer.email);
    expect(mail!.text).toContain('৳৫,১২০');
    // Its labels in Bangla too: none of the English mail's.
    expect(mail!.text).not.toMatch(/\b(Order|Status|Total|Address)\b/);

    // The cart says it the same way: 3 at ৳১,২৫০ come to ৳৩,৭৫০.
    await setCartLine(customer, tool, 3);
    await page.goto('/bn/cart');
    await page.getByText('৳৩,৭৫০').first().waitFor();
    await context.close();
  });
});
