import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_ADMIN, signInWithForm } from './support/accounts';
import { createTool } from './support/api';
import { launchBrowser, openPage } from './support/browser';

// Getting paid, as people do it: online at the gateway (the payment sandbox stands in for SSLCommerz, on its own
// origin, as the real gateway is), again after a failure, and in cash recorded by an administrator.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Buys `quantity` of the tool on its purchase page, paying by `method` (the label of its choice). */
async function buy(page: Page, slug: string, method: string) {
  await page.goto(`/purchase/${slug}`);
  await page.getByLabel('Address').fill('House 7, Road 3, Dhanmondi, Dhaka');
  await page.getByLabel('Mobile number').fill('+880 1711 223344');
  await page.getByRole('radiogroup', { name: 'Payment' }).getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Purchase' }).click();
}

const paymentPanel = (page: Page) => page.getByRole('region', { name: 'Payment' });

describe('a customer paying online', () => {
  it('pays at the gateway and comes back to the order, paid', async () => {
    const customer = await createCustomer({ prefix: 'pays-online' });
    const tool = await createTool({ price: 1500, minimum: 1, available: 20 });
    const { page } = await openPage(browser, '/login');
    await signInWithForm(page, customer.email, customer.password);

    await buy(page, tool.slug, 'Pay online (card, bKash, Nagad)');
    // The gateway's page, on its own origin.
    await page.waitForURL(/:\d+\/pay\/[0-9A-F]+$/);
    await page.getByText('৳1580.00', { exact: false }).or(page.getByText('1580.00 BDT')).first().waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the store: the order shows what the server knows, which the gateway's notice made paid.
    await page.waitForURL(/\/dashboard\/orders\/[\w-]+\?payment=success$/);
    await page.getByText('Payment received. Thank you!').waitFor();
    await paymentPanel(page).getByText('Paid', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Status history' }).getByText('Pending').waitFor();

    // Back at the return address with none of the store's parameters, only the gateway's: a page of the store,
    // whose link leads to My Orders.
    await page.goto('/api/payments/return?val_id=SBX0000000000000000000000&status=VALID');
    await page.getByRole('heading', { name: 'Checking your payment' }).waitFor();
    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await page.waitForURL(/\/dashboard\/myorders$/);
  });

  it('fails once, then pays with Pay now before the time runs out', async () => {
    const customer = await createCustomer({ prefix: 'pays-again' });
    const tool = await createTool({ price: 900, minimum: 1, available: 20 });
    const { page } = await openPage(browser, '/login');
    await signInWithForm(page, customer.email, customer.password);

    await buy(page, tool.slug, 'Pay online (card, bKash, Nagad)');
    await page.waitForURL(/\/pay\/[0-9A-F]+$/);
    await page.getByRole('button', { name: 'Fail' }).click();

    await page.waitForURL(/\/dashboard\/orders\/[\w-]+\?payment=fail$/);
    await page.getByText('The payment did not go through. You can try again with Pay now.').waitFor();
    await page.getByText(/Pay within \d+ minutes/).waitFor();
    await page.getByRole('button', { name: /^Pay now/ }).click();

    await page.waitForURL(/\/pay\/[0-9A-F]+$/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\?payment=success$/);
    await paymentPanel(page).getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Pay now/ }).count()).toBe(0);
  });
});

describe('cash on delivery', () => {
  it("is recorded by an administrator, and the customer's invoice shows it paid", async () => {
    const customer = await createCustomer({ prefix: 'pays-cash' });
    const tool = await createTool({ price: 2500.5, minimum: 1, available: 20 });
    const shopper = await openPage(browser, '/login');
    await signInWithForm(shopper.page, customer.email, customer.password);
    await buy(shopper.page, tool.slug, 'Cash on delivery');
    const placed = shopper.page.getByText(/Your order number is/);
    await placed.waitFor();
    const orderId = (await placed.locator('strong').textContent())!;
    await shopper.page.goto(`/dashboard/orders/${orderId}`);
    await paymentPanel(shopper.page).getByText('On delivery', { exact: true }).waitFor();

    const admin = await openPage(browser, '/login');
    await signInWithForm(admin.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.page.goto(`/dashboard/orders/${orderId}`);
    await admin.page.getByRole('button', { name: /^Record payment/ }).click();
    const dialog = admin.page.getByRole('dialog');
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('2580.5');
    await dialog.getByLabel('Reference').fill('Cash receipt 0042, courier Sundarban');
    await dialog.getByRole('button', { name: /^Record payment/ }).click();
    await admin.page.getByText('Payment recorded').waitFor();
    await paymentPanel(admin.page).getByText('Paid', { exact: true }).waitFor();

    // The customer's invoice (the order page, printed) carries the payment.
    await shopper.page.reload();
    await shopper.page.emulateMedia({ media: 'print' });
    const invoice = paymentPanel(shopper.page);
    await invoice.getByText('Paid', { exact: true }).waitFor();
    await invoice.getByText('Cash receipt 0042, courier Sundarban').waitFor();
    await invoice.getByText('৳2,580.50').first().waitFor();
  });
});
