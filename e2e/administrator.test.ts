import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_ADMIN, findAccount, signInWithForm, type Account } from './support/accounts';
import { createTool, placeOrder, setOrderStatus } from './support/api';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Someone's own browser window, signed in through the login form, opened on `path`. */
async function signedIn(account: Pick<Account, 'email' | 'password'>, path: string, viewport = VIEWPORTS.desktop) {
  const opened = await openPage(browser, '/login', viewport);
  await signInWithForm(opened.page, account.email, account.password);
  await opened.page.goto(path);
  return opened;
}

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function openMakeAdmin(page: Page) {
  await page.goto('/dashboard/makeadmin');
  await page.getByText(/^All Users: \d+$/).waitFor();
  await page.getByRole('table', { name: 'All users' }).waitFor();
}

describe('an administrator', () => {
  it('makes a customer admin, whose own open window shows the admin menu without signing out, then demotes them', async () => {
    const customer = await createCustomer({ prefix: 'promoted' });
    const mine = await signedIn(customer, '/dashboard/myorders');
    await dashboardMenu(mine.page).getByRole('link', { name: 'My Orders' }).waitFor();
    expect(await dashboardMenu(mine.page).getByRole('link', { name: 'Make Admin' }).count()).toBe(0);

    const admin = await signedIn(DEMO_ADMIN, '/dashboard/makeadmin');
    await admin.page.getByText(/^All Users: \d+$/).waitFor();
    await admin.page.getByRole('button', { name: `Make Admin: ${customer.email}` }).click();
    await admin.page.getByText(`${customer.email} is now an admin`).waitFor();
    await admin.page.getByRole('button', { name: `Remove admin from ${customer.email}` }).waitFor();

    // The customer's window picks up the new role by itself: the administration menu appears and opens.
    await dashboardMenu(mine.page).getByRole('link', { name: 'Make Admin' }).waitFor();
    await dashboardMenu(mine.page).getByRole('link', { name: 'Manage Orders' }).click();
    await mine.page.getByRole('heading', { level: 1, name: 'Manage Orders' }).waitFor();

    await admin.page.getByRole('button', { name: `Remove admin from ${customer.email}` }).click();
    await admin.page.getByText(`${customer.email} is no longer an admin`).waitFor();
    await admin.page.getByRole('button', { name: `Make Admin: ${customer.email}` }).waitFor();

    // And loses it the same way: the menu goes and the open admin page turns into the not-allowed page.
    await mine.page.getByRole('heading', { level: 1, name: 'You are not allowed to view this page' }).waitFor();
    await expect.poll(() => dashboardMenu(mine.page).getByRole('link', { name: 'Make Admin' }).count()).toBe(0);
    await Promise.all([mine.context.close(), admin.context.close()]);
  });

  it('adds a product that then shows on /tools, edits its price and deletes it', async () => {
    const name = `Anvil Rotary Hammer ${Date.now().toString(36)}`;
    const { context, page } = await signedIn(DEMO_ADMIN, '/dashboard/addproduct');
    await page.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Picture 1 (image link)').fill('/tools/demolition-hammer-1500w.svg');
    await page.getByLabel('Description').fill('SDS-plus rotary hammer for anchors and chiselling, added by the browser journey.');
    await page.getByLabel('Price').fill('88.5');
    await page.getByLabel('Minimum order').fill('2');
    await page.getByLabel('Available units').fill('40');
    await page.getByRole('img', { name: 'Picture 1 preview' }).waitFor();
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('New Tool added successfully!!!').waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');

    await page.goto(`/tools?q=${encodeURIComponent(name.split(' ').slice(0, 3).join(' '))}`);
    const card = page.getByRole('list', { name: 'Tools' }).locator('article').filter({ hasText: name });
    await card.waitFor();
    await card.getByText('৳88.50').waitFor();

    await page.goto('/dashboard/manageproduct');
    await page.getByText(/^All Tools: \d+$/).waitFor();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByLabel('Price').fill('79.99');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${name} was updated`).waitFor();
    await page.getByRole('row', { name: new RegExp(name) }).getByText('৳79.99').waitFor();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete this tool?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${name} was deleted`).waitFor();
    await page.getByRole('row', { name: new RegExp(name) }).waitFor({ state: 'detached' });

    await page.goto(`/tools?q=${encodeURIComponent(name.split(' ').slice(0, 3).join(' '))}`);
    await page.getByText(/^No tools match/).waitFor();
    await context.close();
  });

  it('ships an order from Manage Orders in two hand-overs, marks them delivered there, and the customer’s open My Orders follows without a reload', async () => {
    const customer = await createCustomer({ prefix: 'shipping' });
    const tool = await createTool();
    const order = await setOrderStatus(await placeOrder(customer, tool), 'confirmed');
    const units = order.lines[0]!.quantity;

    const mine = await signedIn(customer, '/dashboard/myorders');
    const myRow = mine.page.getByRole('table', { name: 'My orders' }).getByRole('row', { name: new RegExp(tool.name) });
    await myRow.getByText('Confirmed').waitFor();

    const admin = await signedIn(DEMO_ADMIN, '/dashboard/manageorders');
    await admin.page.getByRole('searchbox', { name: 'Search by order number or email' }).fill(customer.email);
    await admin.page.waitForURL((url) => url.searchParams.get('q') === customer.email);
    const row = admin.page.getByRole('row', { name: new RegExp(`${customer.email}.*${tool.name}`) });
    // Shipments ship an order: no Ship button sets the status by hand.
    await row.getByRole('button', { name: `Create shipment for ${tool.name}` }).waitFor();
    expect(await row.getByRole('button', { name: 'Ship', exact: true }).count()).toBe(0);

    // One unit in the store's van, the rest picked up at the counter.
    await row.getByRole('button', { name: `Create shipment for ${tool.name}` }).click();
    let dialog = admin.page.getByRole('dialog', { name: `Create a shipment of order ${order.id}` });
    await dialog.getByRole('group', { name: tool.name }).getByLabel('Units to ship').fill('1');
    await dialog.getByRole('radio', { name: 'Own van' }).check();
    await dialog.getByLabel('Vehicle number').fill('Dhaka Metro-Ta 11-2345');
    await dialog.getByRole('button', { name: 'Create shipment' }).click();
    await admin.page.getByText('Shipment 1 created').waitFor();
    await row.getByText(`Shipped 1 of ${units} units`).waitFor();
    await row.getByText('Partly shipped', { exact: true }).waitFor();
    await myRow.getByText('Partly shipped', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Create shipment for ${tool.name}` }).click();
    dialog = admin.page.getByRole('dialog', { name: `Create a shipment of order ${order.id}` });
    await expect.poll(() => dialog.getByRole('group', { name: tool.name }).getByLabel('Units to ship').inputValue()).toBe(String(units - 1));
    await dialog.getByRole('radio', { name: 'Pickup at the counter' }).check();
    await dialog.getByRole('button', { name: 'Create shipment' }).click();
    await admin.page.getByText('Shipment 2 created').waitFor();
    await row.getByText('2 of 2 shipments on the way').waitFor();
    await myRow.getByText('Shipped', { exact: true }).waitFor();
    expect(await myRow.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Create shipment/ }).count()).toBe(0);

    // Both hand-overs marked delivered from the row, each with who received it.
    for (const n of [1, 2]) {
      await row.getByRole('button', { name: `Mark delivered shipment ${n} of ${tool.name}` }).click();
      const delivered = admin.page.getByRole('dialog', { name: `Shipment ${n} of order ${order.id} delivered` });
      await delivered.getByRole('textbox', { name: /^Received by/ }).fill('Rahim Uddin, store keeper');
      await delivered.getByRole('button', { name: 'Mark delivered' }).click();
      await admin.page.getByText(`Shipment ${n} marked delivered`).waitFor();
      await delivered.waitFor({ state: 'detached' });
    }
    await row.getByText('Delivered', { exact: true }).waitFor();
    await myRow.getByText('Delivered', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Mark delivered/ }).count()).toBe(0);
    await Promise.all([mine.context.close(), admin.context.close()]);
  });

  it('removes a user: the account is gone and its open session stops working', async () => {
    const customer = await createCustomer({ prefix: 'removed', name: 'Soon Gone' });
    const mine = await signedIn(customer, '/dashboard/myprofile');
    await mine.page.getByText(customer.email, { exact: true }).waitFor();

    const admin = await signedIn(DEMO_ADMIN, '/dashboard/makeadmin');
    await openMakeAdmin(admin.page);
    const total = Number((await admin.page.getByText(/^All Users: \d+$/).textContent())?.match(/\d+/)?.[0]);
    await admin.page.getByRole('button', { name: `Remove user ${customer.email}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Remove this user?' });
    await dialog.getByText(`The account of ${customer.email} will be deleted.`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Remove User' }).click();
    await admin.page.getByText(`${customer.email} was removed`).waitFor();
    await admin.page.getByRole('row', { name: new RegExp(customer.email) }).waitFor({ state: 'detached' });
    await admin.page.getByText(`All Users: ${total - 1}`).waitFor();
    expect(await findAccount(customer.email)).toBeUndefined();

    // The removed customer's window: the next thing they do is refused, and they are sent to log in again.
    await mine.page.getByRole('textbox', { name: 'Name' }).fill('Still Here');
    await mine.page.getByRole('button', { name: 'Save name' }).click();
    await mine.page.waitForURL('**/login');
    await mine.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await Promise.all([mine.context.close(), admin.context.close()]);
  });

  it('sees sales drawn as charts from the real orders, growing with a new order', async () => {
    const admin = await signedIn(DEMO_ADMIN, '/dashboard/sales');
    const { page } = admin;
    const totalUnits = async () => {
      const cells = await page.getByRole('table', { name: 'Sales per month' }).locator('tfoot td').allTextContents();
      return Number(cells[1]?.replace(/\D/g, ''));
    };
    await page.getByRole('table', { name: 'Sales per month' }).waitFor();
    // Bars of months without sales have no height: wait for the bars to be drawn, not for one to be visible.
    await page.locator('svg .MuiBarElement-root').first().waitFor({ state: 'attached' });
    await page.locator('svg .MuiLineElement-root').first().waitFor();
    const heights = await page.locator('svg .MuiBarElement-root').evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
    expect(heights.some((height) => height > 0)).toBe(true);
    const before = await totalUnits();
    expect(before).toBeGreaterThan(0);

    const customer = await createCustomer({ prefix: 'sales' });
    await placeOrder(customer, await createTool({ minimum: 7 }), 7);
    await page.reload();
    await page.getByRole('table', { name: 'Sales per month' }).waitFor();
    await expect.poll(totalUnits).toBe(before + 7);
    await admin.context.close();
  });
});
