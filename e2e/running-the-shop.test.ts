import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { dhakaDay } from '@store/contract/dhaka-time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_ADMIN, signInWithForm } from './support/accounts';
import { createTool, placeOrder, postReview, setOrderStatus } from './support/api';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInAdmin(path: string) {
  const opened = await openPage(browser, '/login', VIEWPORTS.desktop);
  await signInWithForm(opened.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await opened.page.goto(path);
  return opened;
}

/** The audit log filtered to one action, and its entry about `targetId` whose summary says `summary`. */
async function auditEntry(page: Page, actionLabel: string, targetId: string, summary: string | RegExp) {
  await page.goto('/dashboard/audit');
  await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: actionLabel }).click();
  const entry = page.getByRole('row').filter({ hasText: targetId }).filter({ hasText: summary });
  await entry.waitFor();
  await entry.getByText(DEMO_ADMIN.email).waitFor();
  return entry;
}

describe('running the shop', () => {
  it('an administrator finds an order by the customer’s email, reads where it goes, ships it in a shipment, exports the day’s CSV and reads the audit entry', async () => {
    const customer = await createCustomer({ prefix: 'fulfil' });
    const tool = await createTool();
    const order = await setOrderStatus(await placeOrder(customer, tool), 'confirmed');
    const { context, page } = await signedInAdmin('/dashboard/manageorders');

    await page.getByRole('searchbox', { name: 'Search by order number or email' }).fill(customer.email);
    await page.waitForURL((url) => url.searchParams.get('q') === customer.email);
    const table = page.getByRole('table', { name: 'All orders' });
    const row = table.getByRole('row', { name: new RegExp(tool.name) });
    await row.getByText(order.address).waitFor();
    await row.getByText(`Phone: ${order.phone}`).waitFor();
    // Only this customer's order is listed.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    // Every unit picked up at the counter, in one shipment made from the row.
    await row.getByRole('button', { name: `Create shipment for ${tool.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Create a shipment of order ${order.id}` });
    await dialog.getByRole('radio', { name: 'Pickup at the counter' }).check();
    await dialog.getByRole('button', { name: 'Create shipment' }).click();
    await page.getByText('Shipment 1 created').waitFor();
    await row.getByText('Shipped', { exact: true }).waitFor();
    await row.getByText('The shipment is on its way').waitFor();

    // The day's orders (the API's days are days in Dhaka): the shipped order is in the file with its address.
    const today = dhakaDay();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.waitForURL((url) => url.searchParams.get('from') === today && url.searchParams.get('to') === today);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows: Record<string, string>[] = parse(await readFile((await download.path())!, 'utf8'), { columns: true });
    const line = rows.find((csvRow) => csvRow['Order number'] === order.id);
    expect(line).toMatchObject({
      'Customer email': customer.email,
      Status: 'shipped',
      SKU: tool.sku,
      Tool: tool.name,
      Quantity: String(order.lines[0]!.quantity),
      Address: order.address,
      // A cell starting with + would run as a formula in a spreadsheet: the export writes it as text.
      Phone: `'${order.phone}`,
    });

    await auditEntry(page, 'Shipped or received back', order.id, 'shipment 1 by pickup');
    await context.close();
  });

  it('an administrator hides a review on the product page, sees the tool’s rating change, and reads the audit entry', async () => {
    const tool = await createTool();
    const [happy, unhappy] = await Promise.all([
      createCustomer({ prefix: 'happy', name: 'Rafiq Ahmed' }),
      createCustomer({ prefix: 'unhappy', name: 'Nadia Islam' }),
    ]);
    await postReview(happy, tool, 5, 'Strong and light, a pleasure to use.');
    const unfair = (await postReview(unhappy, tool, 1, 'Arrived late, one star.')) as { id: string };

    const { context, page } = await signedInAdmin(`/tools/${tool.slug}`);
    const summary = page.getByTestId('rating-summary');
    await summary.getByText('3.0').waitFor();
    await summary.getByText('2 reviews').waitFor();

    await page.getByRole('button', { name: 'Hide the review by Nadia Islam' }).click();
    await page.getByText('The review by Nadia Islam is hidden').waitFor();
    await summary.getByText('5.0').waitFor();
    await summary.getByText('1 review', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Reviews' }).getByText('Arrived late, one star.').waitFor({ state: 'detached' });

    // A visitor's page (no administrator, no cache of the admin's) shows the same figures.
    const visitor = await openPage(browser, `/tools/${tool.slug}`, VIEWPORTS.phone);
    await visitor.page.getByTestId('rating-summary').getByText('1 review', { exact: true }).waitFor();
    expect(await visitor.page.getByText('Arrived late, one star.').count()).toBe(0);
    await visitor.context.close();

    // The Reviews page still lists it, marked hidden, for the administrator.
    await page.goto('/dashboard/reviews');
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    const hiddenCard = page.getByRole('article').filter({ hasText: 'Arrived late, one star.' });
    await hiddenCard.getByText('Hidden', { exact: true }).waitFor();
    await hiddenCard.getByRole('button', { name: 'Show the review by Nadia Islam' }).waitFor();

    await auditEntry(page, 'Hid review', unfair.id, 'Nadia Islam');
    await context.close();
  });
});
