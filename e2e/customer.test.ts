import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, signInWithForm, uniqueEmail, waitForEmail, type Account } from './support/accounts';
import { createTool, placeOrder } from './support/api';
import { launchBrowser, openPage, VIEWPORTS, type Viewport } from './support/browser';
import { serveGapiStandIn } from './support/gapi-stand-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A customer's own browser, signed in through the login form, opened on `path`. */
async function signedIn(account: Account, path: string, viewport: Viewport = VIEWPORTS.desktop) {
  const opened = await openPage(browser, '/login', viewport);
  await signInWithForm(opened.page, account.email, account.password);
  await opened.page.goto(path);
  return opened;
}

/** The text under a form field (its helper or error line), found the way a screen reader finds it. */
async function textBeside(page: Page, field: Locator) {
  const describedBy = await field.getAttribute('aria-describedby');
  return describedBy ? page.locator(`[id="${describedBy}"]`).textContent() : null;
}

const availableOnPage = (page: Page) => page.getByTestId('available-tools').textContent();

describe('a customer', () => {
  it('registers, verifies the email from the inbox, and then the purchase page takes the order', async () => {
    const tool = await createTool();
    const email = uniqueEmail('newcomer');
    const { context, page } = await openPage(browser, '/register');
    await page.getByLabel('Username').fill('Nadia Rahman');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText(`Welcome, Nadia Rahman! We sent a verification email to ${email}.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();

    // Not verified yet: the purchase page says why and offers to send the email again.
    await page.goto(`/purchase/${tool.slug}`);
    await page.getByText('Verify your email to place an order').waitFor();
    expect(await page.getByRole('button', { name: 'Purchase' }).count()).toBe(0);

    // The link in the email (read from the Auth emulator's outbox), opened in a new tab.
    const verification = await waitForEmail(email, 'VERIFY_EMAIL');
    const inbox = await context.newPage();
    await inbox.goto(verification.oobLink);
    await inbox.getByText(/successfully verified/).waitFor();
    await inbox.close();

    await page.getByRole('button', { name: 'I have verified' }).click();
    await page.getByText('Thanks, your email is verified. You can place your order now.').waitFor();
    await page.getByLabel('Address').fill('Flat 2B, House 9, Road 4, Gulshan, Dhaka');
    await page.getByLabel('Mobile number').fill('+880 1812 555123');
    await page.getByRole('button', { name: 'Purchase' }).click();
    await page.getByText(/Your order number is/).waitFor();
    await context.close();
  });

  it('is refused below the minimum and above the stock beside the field, then orders and sees it in My Orders', async () => {
    const customer = await createCustomer({ prefix: 'buyer' });
    const tool = await createTool({ minimum: 3, available: 20, price: 12.5 });
    const { context, page } = await signedIn(customer, `/purchase/${tool.slug}`);
    await page.getByRole('heading', { level: 1, name: `Purchase Tool : ${tool.name}` }).waitFor();
    expect(await availableOnPage(page)).toBe('20');
    let ordersSent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders')) ordersSent++;
    });

    const quantity = page.getByLabel('Quantity');
    expect(await quantity.inputValue()).toBe('3');
    await page.getByLabel('Address').fill('House 12, Road 5, Banani, Dhaka');
    await page.getByLabel('Mobile number').fill('+880 1711 223344');

    await quantity.fill('2');
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect.poll(() => textBeside(page, quantity)).toBe('The minimum order is 3');
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');

    await quantity.fill('21');
    await expect.poll(() => textBeside(page, quantity)).toBe('Only 20 available');
    await page.getByRole('button', { name: 'Purchase' }).click();
    expect(ordersSent).toBe(0);

    await quantity.fill('4');
    await expect.poll(() => textBeside(page, quantity)).toBe('৳12.50 per unit · from 3 to 20 units');
    await page.getByTestId('total-price').getByText('৳170', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Purchase' }).click();
    const placed = page.getByRole('alert').filter({ hasText: 'Your order number is' });
    await placed.waitFor();
    const orderNumber = await placed.locator('strong').textContent();
    expect(orderNumber).toMatch(/^[\w-]{10,}$/);
    expect(ordersSent).toBe(1);

    // The stock on the page dropped by the quantity.
    await expect.poll(() => availableOnPage(page)).toBe('16');

    await placed.getByRole('link', { name: 'See My Orders' }).click();
    await page.waitForURL('**/dashboard/myorders');
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    const row = page.getByRole('table', { name: 'My orders' }).getByRole('row', { name: new RegExp(tool.name) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['4', '৳170']));
    // The order's status, and its payment's beside it (cash on delivery: due).
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText('Payment due', { exact: true }).waitFor();
    await context.close();
  });

  it('cancels a pending order: the status changes and the units go back to stock', async () => {
    const customer = await createCustomer({ prefix: 'canceller' });
    const tool = await createTool({ minimum: 2, available: 30 });
    await placeOrder(customer, tool, 5);

    const { context, page } = await signedIn(customer, '/dashboard/myorders');
    const row = page.getByRole('table', { name: 'My orders' }).getByRole('row', { name: new RegExp(tool.name) });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: `Cancel order of ${tool.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByText(`Your order of 5 × ${tool.name} will be cancelled.`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Order cancelled').waitFor();
    await row.getByText('Cancelled').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    await page.goto(`/purchase/${tool.slug}`);
    await page.getByRole('heading', { level: 1, name: `Purchase Tool : ${tool.name}` }).waitFor();
    await expect.poll(() => availableOnPage(page)).toBe('30');
    await context.close();
  });

  it('reads an order on a phone as a receipt, a line under its tool’s name, and the page does not scroll sideways', async () => {
    const customer = await createCustomer({ prefix: 'phone' });
    // 60 characters without a break: a table squeezed to 375 px would cut the line total off.
    const tool = await createTool({ name: `Rotaryhammerdrill${Date.now().toString(36)}`.padEnd(60, 'x'), price: 12.5, minimum: 3 });
    const order = await placeOrder(customer, tool, 4);

    const { context, page } = await signedIn(customer, `/dashboard/orders/${order.id}`, VIEWPORTS.phone);
    await page.getByRole('heading', { level: 1, name: `Order ${order.id}` }).waitFor();
    const line = page.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
    expect(await line.textContent()).toBe(`${tool.name}4 × ৳12.50 =৳50`);
    const total = page.getByTestId('order-total');
    await total.getByText('৳170', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const totalBox = (await total.boundingBox())!;
    expect(totalBox.x + totalBox.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    // Printed, it is still the invoice's table.
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('table', { name: 'Order lines' }).getByRole('row', { name: new RegExp(tool.name) }).waitFor();
    expect(await line.isVisible()).toBe(false);
    await context.close();
  });

  it('reviews a tool they ordered: the success message, then the review on Home marked as a verified purchase', async () => {
    const customer = await createCustomer({ prefix: 'reviewer', name: 'Karim Hossain' });
    const tool = await createTool();
    await placeOrder(customer, tool);
    const text = `Quiet motor and a firm chuck. Review ${Date.now().toString(36)}`;

    const { context, page } = await signedIn(customer, '/dashboard/review');
    await page.getByRole('heading', { level: 1, name: 'Add a review' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Karim Hossain');
    await page.getByRole('combobox', { name: 'Tool' }).fill(tool.name);
    await page.getByRole('option', { name: tool.name }).click();
    // The rating's radio buttons are visually hidden behind their stars: the user clicks the fourth star.
    const fourStars = page.getByRole('radio', { name: '4 Stars' });
    await page.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    expect(await fourStars.isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Review' }).fill(text);
    await page.getByRole('button', { name: 'Add review' }).click();
    await page.getByText('Review added successfully!!!').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Review' }).inputValue()).toBe('');

    await page.goto('/');
    const card = page.locator('section[aria-labelledby="reviews-heading"] article').filter({ hasText: text });
    await card.waitFor();
    for (const shown of ['Karim Hossain', tool.name, '4 star', 'Verified purchase']) await card.getByText(shown, { exact: true }).waitFor();
    await context.close();
  });

  it('sees their name and email on My Profile and renames themself', async () => {
    const customer = await createCustomer({ prefix: 'profile', name: 'Farhana Akter' });
    const { context, page } = await signedIn(customer, '/dashboard/myprofile');
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe('Farhana Akter');
    await page.getByText(customer.email, { exact: true }).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();

    await name.fill('Farhana Akter Mim');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name was saved').waitFor();

    // The new name stays after a reload, and reviews will carry it.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Farhana Akter Mim');
    await page.getByRole('link', { name: 'Add a review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a review' }).waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Farhana Akter Mim');
    await context.close();
  });

  it('signs in with Google through the Auth emulator’s sign-in window', async () => {
    const email = uniqueEmail('google');
    const { context, page } = await openPage(browser, '/login');
    await serveGapiStandIn(context);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Tanvir Google');
    await popup.locator('#sign-in').click();
    await popup.waitForEvent('close');

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.goto('/dashboard/myprofile');
    await page.getByText(email, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Tanvir Google');
    await context.close();
  });

  it('resets a forgotten password with the emailed link and signs in with the new one', async () => {
    const customer = await createCustomer({ prefix: 'forgetful' });
    const { context, page } = await openPage(browser, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account exists for ${customer.email}, a link to reset its password is on its way.`, { exact: false }).waitFor();

    const reset = await waitForEmail(customer.email, 'PASSWORD_RESET');
    const inbox = await context.newPage();
    await inbox.goto(`${reset.oobLink}&newPassword=brand-new-456`);
    await inbox.getByText(/successfully updated/).waitFor();
    await inbox.close();

    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').getByText(/^Error: /).waitFor();
    await signInWithForm(page, customer.email, 'brand-new-456');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await context.close();
  });

  it('gets the not-allowed page on an administrator’s page, and no administration menu', async () => {
    const customer = await createCustomer({ prefix: 'curious' });
    const { context, page } = await signedIn(customer, '/dashboard/makeadmin');
    await page.getByRole('heading', { level: 1, name: 'You are not allowed to view this page' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('link', { name: 'My Orders' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Make Admin' }).count()).toBe(0);
    await page.goto('/dashboard/sales');
    await page.getByRole('heading', { level: 1, name: 'You are not allowed to view this page' }).waitFor();
    await context.close();
  });
});
