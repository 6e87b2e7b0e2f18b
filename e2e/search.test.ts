import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signInWithForm } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

/** Seeded tools (scripts/seed/catalog.ts): their names, slugs and the chainsaw's SKU. */
const CHAINSAW = { name: 'Cordless Chainsaw 36V 35cm', slug: 'cordless-chainsaw-36v-35cm', sku: 'VF-CHAINSAW' };
const CIRCULAR_SAW = { name: 'Circular Saw 190mm 1400W', slug: 'circular-saw-190mm-1400w' };
const RECIPROCATING_SAW = { name: 'Reciprocating Saw 18V', slug: 'reciprocating-saw-18v' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('search', () => {
  it('a visitor finds a tool by its model number typed without its space, picks it by keyboard, and compares it with two others', async () => {
    const { context, page, appErrors } = await openPage(browser, '/');

    // The navigation's search, on every page: the model number "36V 35cm" written as people type it.
    const search = page.getByRole('search', { name: 'Search tools' }).getByLabel('Search tools', { exact: true });
    await search.click();
    await search.pressSequentially('chainsaw 36v35');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await suggestions.getByRole('option', { name: new RegExp(CHAINSAW.name) }).waitFor();
    await page.getByRole('status').filter({ hasText: /^\d+ suggestions?$/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    const active = page.getByRole('combobox', { name: 'Search tools', exact: true });
    await expect.poll(async () => page.locator(`[id="${await active.getAttribute('aria-activedescendant')}"]`).textContent()).toContain(CHAINSAW.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/tools/${CHAINSAW.slug}`);
    await page.getByRole('heading', { level: 1, name: CHAINSAW.name }).waitFor();

    // Compare on the product page: the tool alone asks for another, which the catalog offers with this one kept.
    await page.getByRole('link', { name: `Compare ${CHAINSAW.name}` }).click();
    await page.getByText('Choose at least one more tool to compare this one with.').waitFor();
    await page.getByRole('link', { name: 'Choose tools to compare' }).click();
    await page.waitForURL(`**/tools?compare=${CHAINSAW.slug}`);
    await page.getByLabel('Category').selectOption('saws');
    await page.getByRole('button', { name: `Compare ${CIRCULAR_SAW.name}` }).click();
    await page.getByRole('button', { name: `Compare ${RECIPROCATING_SAW.name}` }).click();
    await page.getByRole('region', { name: 'Tools to compare' }).getByRole('link', { name: 'Compare (3)' }).click();
    await page.waitForURL(`**/compare?tools=${CHAINSAW.slug},${CIRCULAR_SAW.slug},${RECIPROCATING_SAW.slug}`);

    // The table: a column per tool, a row per fact, the rows that differ marked in words.
    const table = page.getByRole('table', { name: /^Comparison of/ });
    await table.waitFor();
    expect(await table.getByRole('columnheader').getByRole('link').allTextContents()).toEqual([CHAINSAW.name, CIRCULAR_SAW.name, RECIPROCATING_SAW.name]);
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}\\s*(Differs)?$`) }) });
    expect(await row('Price per unit').getByText('Differs').count()).toBe(1);
    expect(await row('Power source').getByText('Differs').count()).toBe(1);
    expect(await row('Category').getByText('Differs').count()).toBe(0);
    expect(await row('Warranty').getByText('Differs').count()).toBe(0);
    expect(await row('Category').getByRole('cell').allTextContents()).toEqual(['Saws', 'Saws', 'Saws']);

    expect(appErrors).toEqual([]);
    await context.close();
  });

  it('an administrator finds a tool in Manage Products by its SKU in the one search box', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signInWithForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/dashboard/manageproduct');
    await page.getByText(/^All Tools: \d+$/).waitFor();

    await page.getByRole('searchbox', { name: 'Search by name or SKU' }).fill(CHAINSAW.sku);
    await page.getByText(/^Tools found: \d+$/).waitFor();
    const found = page.getByRole('row', { name: new RegExp(CHAINSAW.name) });
    await found.getByRole('cell', { name: CHAINSAW.sku }).waitFor();
    expect(page.url()).toContain(`q=${CHAINSAW.sku}`);
    await context.close();
  });
});
