import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, signInWithForm } from './support/accounts';
import { createTool, localeOf, mailsTo } from './support/api';
import { launchBrowser, openPage } from './support/browser';

/** The store in Bangla: the language switch, and a customer whose choice of Bangla reaches their mail. */
const bn = { name: 'পরীক্ষার হ্যামার ড্রিল', description: 'ব্রাউজার পরীক্ষার জন্য বানানো একটি ড্রিল।' };

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

    await page.getByRole('link', { name: 'বাংলা' }).click();
    await page.waitForURL(`**/bn/tools/${tool.slug}`);
    await page.getByRole('heading', { level: 1, name: bn.name }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('bn');
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
    await page.getByTestId('total-price').getByText('৳৫,০০০', { exact: true }).waitFor();
    await page.getByLabel('ঠিকানা').fill('বাড়ি ১২, রোড ৩, ধানমন্ডি, ঢাকা');
    await page.getByLabel('মোবাইল নম্বর').fill('+880 1711 223344');
    await page.getByRole('button', { name: 'কিনুন', exact: true }).click();
    const placed = page.getByRole('alert').filter({ hasText: 'অর্ডার দেওয়া হয়েছে' });
    await placed.waitFor();
    // The order's own page, in Bangla, totals it the same way.
    await page.goto(`/bn/dashboard/orders/${await placed.locator('strong').textContent()}`);
    await page.getByTestId('order-total').getByText('৳৫,০০০', { exact: true }).waitFor();

    await expect.poll(async () => (await mailsTo(customer.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^অর্ডার \S+: অপেক্ষমাণ$/)]);
    const [mail] = await mailsTo(customer.email);
    expect(mail!.text).toContain('৳৫,০০০');
    // Its labels in Bangla too: none of the English mail's.
    expect(mail!.text).not.toMatch(/\b(Order|Status|Total|Address)\b/);
    await context.close();
  });
});
