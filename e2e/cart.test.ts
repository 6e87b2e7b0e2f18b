import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, signInWithForm } from './support/accounts';
import { createTool } from './support/api';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a business customer', () => {
  it('fills the cart with three tools, fixes a line below the minimum, checks out with a PO, prints the invoice and orders again', async () => {
    const customer = await createCustomer({ prefix: 'cart' });
    const tiered = await createTool({ price: 10, minimum: 2, available: 100, priceTiers: [{ minQuantity: 10, unitPrice: 8 }] });
    const boxed = await createTool({ price: 20, minimum: 5, available: 40 });
    const single = await createTool({ price: 5, minimum: 1, available: 10 });

    // A visitor who is not signed in is sent to sign in, and comes back to the tool.
    const { context, page, appErrors } = await openPage(browser, `/tools/${tiered.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/login');
    await signInWithForm(page, customer.email, customer.password);
    await page.waitForURL(`**/tools/${tiered.slug}`);

    // The unit price for the quantity, volume prices applied, beside the field.
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('10');
    await page.getByText('৳8 per unit').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`Your cart now holds 10 × ${tiered.name}.`).waitFor();

    await page.goto(`/tools/${boxed.slug}`);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`Your cart now holds 2 × ${boxed.name}.`).waitFor();

    await page.goto(`/purchase/${single.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`Your cart now holds 1 × ${single.name}.`).waitFor();

    // The badge counts the lines, and leads to the cart.
    await page.getByRole('link', { name: 'Cart, 3 tools' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    expect(await lines.count()).toBe(3);
    const boxedQuantity = page.getByRole('spinbutton', { name: `Quantity of ${boxed.name}` });
    await expect.poll(() => boxedQuantity.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('The minimum order is 5').waitFor();

    await page.getByLabel('Street address').fill('Plot 14, Tejgaon Industrial Area');
    await page.getByLabel('Area (thana or upazila)').fill('Tejgaon');
    await page.getByLabel('Mobile number').fill('+880 1911 424242');
    await page.getByLabel('PO number (optional)').fill('PO-2026-0042');
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    expect(await placeOrder.isDisabled()).toBe(true);

    // Fixed: the line is fine, the total counts it, and checkout opens.
    await boxedQuantity.fill('5');
    await page.getByText('The minimum order is 5').waitFor({ state: 'detached' });
    await page.getByTestId('cart-total').getByText('৳185', { exact: true }).waitFor();
    await expect.poll(() => placeOrder.isEnabled()).toBe(true);
    const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/orders')), placeOrder.click()]);
    expect(request.headers()['idempotency-key']).toBeTruthy();
    // 16 units of 1 kg each to Dhaka: ৳80 for 2 kg and ৳20 for each of the 14 above.
    expect(request.postDataJSON()).toMatchObject({ poNumber: 'PO-2026-0042', expectedTotal: 545, delivery: { method: 'courier', address: { district: 'dhaka' } } });

    // The new order's page.
    await page.waitForURL(/\/dashboard\/orders\/[\w-]+$/);
    const orderId = page.url().split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: `Order ${orderId}` }).waitFor();
    const orderLines = page.getByRole('table', { name: 'Order lines' });
    expect(await orderLines.getByRole('row').count()).toBe(6); // heading, three lines, delivery, total
    expect(await orderLines.getByRole('row', { name: new RegExp(tiered.name) }).getByRole('cell').allTextContents()).toEqual(['10', '৳8', '৳80']);
    await page.getByTestId('order-total').getByText('৳545', { exact: true }).waitFor();
    await page.getByText('PO-2026-0042').waitFor();
    await page.getByRole('list', { name: 'Status history' }).getByText('Pending').waitFor();

    // Print invoice: the page prints itself; printed, it is an invoice without the site's navigation.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print invoice' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    expect(await page.getByTestId('invoice-header').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);
    expect(await page.locator('footer').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print invoice' }).isVisible()).toBe(false);
    const invoice = page.getByTestId('invoice-header');
    expect(await invoice.isVisible()).toBe(true);
    expect(await invoice.textContent()).toContain('Voltforge Tools');
    expect(await invoice.textContent()).toContain('sales@voltforge-tools.com');
    expect(await orderLines.isVisible()).toBe(true);
    expect(await page.getByTestId('order-total').isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    await page.emulateMedia({ media: 'screen' });

    // Order again: the same lines in the cart.
    await page.getByRole('link', { name: 'Cart, 0 tools' }).waitFor();
    await page.getByRole('button', { name: 'Order again' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('link', { name: 'Cart, 3 tools' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: `Quantity of ${boxed.name}` }).inputValue()).toBe('5');
    expect(await page.getByRole('spinbutton', { name: `Quantity of ${tiered.name}` }).inputValue()).toBe('10');

    // The first order's address was kept in the address book ("Save this address" starts ticked): checkout offers it, chosen.
    const deliverTo = page.getByRole('radiogroup', { name: 'Deliver to' });
    await expect.poll(() => deliverTo.getByRole('radio', { name: /^Plot 14, Tejgaon Industrial Area/ }).isChecked()).toBe(true);

    // An address saved on My Profile as the default is the one chosen at the next checkout, its district priced.
    await page.goto('/dashboard/myprofile');
    const saved = page.getByRole('region', { name: 'Saved addresses' });
    await saved.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Label (optional)').fill('Site office');
    await dialog.getByLabel('Street address').fill('Shed 7, BSCIC Industrial Estate');
    await dialog.getByLabel('Area (thana or upazila)').fill('Tongi');
    await dialog.getByRole('combobox', { name: 'District' }).fill('Gazi');
    await page.getByRole('option', { name: 'Gazipur' }).click();
    await dialog.getByRole('checkbox', { name: 'Make this my default address' }).check();
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.waitFor({ state: 'detached' });
    await saved.getByRole('listitem').filter({ hasText: 'Site office' }).getByText('Default').waitFor();
    await page.goto('/cart');
    await expect.poll(() => deliverTo.getByRole('radio', { name: /^Site office/ }).isChecked()).toBe(true);
    // 16 kg to Gazipur (Dhaka's suburbs): ৳120 for 2 kg and ৳25 for each of the 14 above.
    await page.getByTestId('delivery-charge').getByText('৳470').waitFor();

    expect(appErrors).toEqual([]);
    await context.close();
  });
});
