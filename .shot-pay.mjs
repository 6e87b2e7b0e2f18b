import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:5000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
async function login(email, password) {
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60000 });
}
async function shoot(path, name) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + path, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(2500);
    console.log(name, width, await page.evaluate(() => document.documentElement.scrollWidth));
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
}
await login('customer@example.com', 'customer123');
const tools = await (await fetch(base + '/api/tools?limit=3')).json();
const slug = tools.tools[1].slug;
await page.goto(base + '/purchase/' + slug);
await page.getByLabel('Address').fill('House 7, Road 3, Dhanmondi, Dhaka 1209, Bangladesh, opposite the very long named community centre');
await page.getByLabel('Mobile number').fill('+880 1711 223344');
await page.getByRole('radio', { name: 'Bank transfer' }).check();
await page.setViewportSize({ width: 375, height: 900 });
await page.screenshot({ path: '/tmp/shots/checkout-375.png', fullPage: true });
await page.getByRole('button', { name: 'Purchase' }).click();
const placed = page.getByText(/Your order number is/);
await placed.waitFor();
const id = await placed.locator('strong').textContent();
console.log('order', id);
await shoot('/dashboard/orders/' + id, 'order-transfer');
await shoot('/bn/dashboard/orders/' + id, 'order-transfer-bn');
await page.getByRole('button', { name: /Sign Out|Logout|Log out/ }).first().click().catch(() => {});
await ctx.clearCookies();
await page.evaluate(() => { indexedDB.deleteDatabase('firebaseLocalStorageDb'); localStorage.clear(); });
await browser.close();
console.log(id);
