import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_ADMIN, signInWithForm } from './support/accounts';
import { createTool } from './support/api';
import { launchBrowser, openPage, tabTo, VIEWPORTS } from './support/browser';
import { carouselStatus } from './support/home';

/** Every journey here uses the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape, arrows and typing. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a keyboard user', () => {
  it('signs in, finds a tool, orders it, and cancels the order, without a mouse', async () => {
    const customer = await createCustomer({ prefix: 'keyboard' });
    const tool = await createTool({ minimum: 2, available: 50, price: 10 });
    const { context, page } = await openPage(browser, '/login');

    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(customer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');

    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tools');
    await tabTo(page, page.getByRole('searchbox', { name: 'Search tools by name' }));
    await page.keyboard.type(tool.name);
    const purchaseLink = page.getByRole('link', { name: `Purchase ${tool.name}` });
    await purchaseLink.waitFor();
    await tabTo(page, purchaseLink);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Purchase Tool : ${tool.name}` }).waitFor();

    await tabTo(page, page.getByLabel('Address'));
    await page.keyboard.type('House 3, Road 8, Uttara, Dhaka');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('6');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+880 1911 765432');
    await page.getByTestId('total-price').getByText('৳220', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    const placed = page.getByRole('alert').filter({ hasText: 'Your order number is' });
    await placed.waitFor();
    await expect.poll(() => page.getByTestId('available-tools').textContent()).toBe('44');

    await tabTo(page, placed.getByRole('link', { name: 'See My Orders' }), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/myorders');
    const cancel = page.getByRole('button', { name: `Cancel order of ${tool.name}` });
    await cancel.waitFor();
    await tabTo(page, cancel);

    // The dialog takes the focus, Escape closes it and gives the focus back.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cancel.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Space');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel order' }));
    await page.keyboard.press('Enter');
    await page.getByText('Order cancelled').waitFor();
    await page.getByRole('row', { name: new RegExp(tool.name) }).getByText('Cancelled').waitFor();
    await context.close();
  });

  it('turns the carousel with its arrows, its dots and the arrow keys', async () => {
    const { context, page } = await openPage(browser, '/');
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 1 of 4/);

    await tabTo(page, page.getByRole('button', { name: 'Previous slide' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 4 of 4/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next slide');
    await page.keyboard.press('Enter');
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 1 of 4/);
    await page.keyboard.press('Space');
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 2 of 4/);

    // Left and right arrow keys anywhere in the carousel.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 1 of 4/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 4 of 4/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 1 of 4/);

    // A dot picks its slide; the slide's own link is then next in the tab order of the page.
    await tabTo(page, page.getByRole('button', { name: /^Show slide 3:/ }));
    await page.keyboard.press('Enter');
    await expect.poll(() => carouselStatus(page).textContent()).toMatch(/^Slide 3 of 4/);
    await tabTo(page, page.getByRole('group', { name: '3 of 4' }).getByRole('link', { name: 'Browse tools' }), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tools');
    await context.close();
  });

  it('opens and closes the menus on a phone', async () => {
    const { context, page } = await openPage(browser, '/', VIEWPORTS.phone);
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const drawer = page.locator('#nav-drawer');
    await drawer.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
    await expect.poll(() => menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await tabTo(page, drawer.getByRole('link', { name: 'Login' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await signInWithForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

    await page.goto('/dashboard/myorders');
    const dashboardMenu = page.getByRole('button', { name: 'Dashboard menu' });
    await tabTo(page, dashboardMenu);
    await page.keyboard.press('Enter');
    const sideMenu = page.getByRole('presentation').getByRole('navigation', { name: 'Dashboard' });
    await tabTo(page, sideMenu.getByRole('link', { name: 'Manage Products' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Manage Products' }).waitFor();
    await sideMenu.waitFor({ state: 'hidden' });

    // A row's icon button opens the edit dialog; Escape closes it.
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await edit.waitFor();
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Price').waitFor();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });
});
