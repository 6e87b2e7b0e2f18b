import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentList } from '@store/contract/shipment';
import { createCustomer, DEMO_ADMIN, idTokenFor, signInWithForm } from './support/accounts';
import { createTool } from './support/api';
import { BASE_URL, launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { layoutProblems } from './support/layout';

// From the product page to the door: a customer outside Dhaka sees what delivery costs before buying, pays cash on
// delivery; an administrator ships the order in two parts through the courier (the courier sandbox stands in for
// Steadfast, on its own origin), the courier delivers both, and the order is paid by the cash it collected, with
// no one typing it in. The customer's page follows it all without a reload.

const COURIER_SANDBOX_URL = process.env.COURIER_SANDBOX_URL ?? 'http://127.0.0.1:9460';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Ships `units` of the order's only line by the Steadfast courier, from the order page's "Create shipment". */
async function shipByCourier(page: Page, toolName: string, units: number) {
  await page.getByRole('button', { name: 'Create shipment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('group', { name: toolName }).getByLabel('Units to ship').fill(String(units));
  await dialog.getByRole('radio', { name: 'Steadfast courier' }).check();
  await dialog.getByRole('button', { name: 'Create shipment' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function consignmentsOf(orderId: string): Promise<string[]> {
  const token = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const res = await fetch(`${BASE_URL}/api/orders/${orderId}/shipments`, { headers: { authorization: `Bearer ${token}` } });
  const { shipments } = (await res.json()) as ShipmentList;
  return shipments.map((shipment) => shipment.consignmentId!);
}

async function deliverAtCourier(consignmentId: string) {
  const res = await fetch(`${COURIER_SANDBOX_URL}/control/consignments/${consignmentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'delivered' }),
  });
  expect(res.status).toBe(200);
}

describe('a customer in Chattogram paying cash on delivery', () => {
  it('sees the charge before buying; shipped in two parts and delivered by the courier, the order is paid by the cash it collected', async () => {
    const customer = await createCustomer({ prefix: 'chattogram' });
    const tool = await createTool({ price: 2500, minimum: 1, available: 20, specs: { weightKg: 1.5 } });

    const { page } = await openPage(browser, '/login');
    await signInWithForm(page, customer.email, customer.password);
    await page.goto(`/tools/${tool.slug}`);
    // Dhaka until the visitor says otherwise; the charge for the minimum order (1.5 kg: the base).
    await page.getByText('Delivery to Dhaka: ৳80, 1–2 days').waitFor();
    await page.getByRole('button', { name: 'Change district' }).click();
    await page.getByRole('combobox', { name: 'District' }).fill('Chatto');
    await page.getByRole('option', { name: 'Chattogram' }).click();
    await page.getByRole('button', { name: 'Show the charge' }).click();
    await page.getByText('Delivery to Chattogram: ৳150, 3–5 days').waitFor();

    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`Your cart now holds 2 × ${tool.name}.`).waitFor();

    // The cart prices the delivery to the district chosen on the product page: 3 kg, the base and one started kg.
    await page.goto('/cart');
    await page.getByRole('combobox', { name: 'District' }).and(page.locator('[value="Chattogram"]')).waitFor();
    await page.getByLabel('Street address').fill('House 21, Road 4, Agrabad Commercial Area');
    await page.getByLabel('Area (thana or upazila)').fill('Double Mooring');
    await page.getByLabel('Mobile number').fill('01711 223344');
    await page.getByText('৳180').first().waitFor();
    await page.getByText('৳5,180').first().waitFor();
    await page.getByRole('radiogroup', { name: 'Payment' }).getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/dashboard\/orders\/[\w-]+/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;

    // The administrator ships one unit, then the other, each booked with the courier.
    const { page: adminPage } = await openPage(browser, '/login');
    await signInWithForm(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await adminPage.goto(`/dashboard/orders/${orderId}`);
    await shipByCourier(adminPage, tool.name, 1);
    await adminPage.getByText('Partly shipped').first().waitFor();
    await shipByCourier(adminPage, tool.name, 1);
    const shipments = adminPage.getByRole('region', { name: 'Shipments' });
    await shipments.getByText('Shipment 2').waitFor();
    const inTransit = shipments.getByRole('article').filter({ has: adminPage.getByText('In transit', { exact: true }) });
    expect(await inTransit.count()).toBe(2);

    // The courier delivers both; the store's tracking reads it on its own schedule.
    const consignments = await consignmentsOf(orderId);
    expect(consignments).toHaveLength(2);
    for (const consignment of consignments) await deliverAtCourier(consignment);

    // The customer's page, never reloaded: both shipments delivered, the order delivered and paid.
    const customerShipments = page.getByRole('region', { name: 'Shipments' });
    const delivered = customerShipments.getByRole('article').filter({ has: page.getByText('Delivered', { exact: true }) });
    await expect.poll(() => delivered.count(), { timeout: 90_000, interval: 1000 }).toBe(2);
    await page.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true }).waitFor({ timeout: 30_000 });
    await customerShipments.getByRole('link', { name: /opens the courier's tracking page/ }).first().waitFor();

    // The same order in Bangla on a phone: the shipments and the delivery in the customer's words, nothing sideways.
    const { page: phone } = await openPage(browser, '/login', VIEWPORTS.phone);
    await signInWithForm(phone, customer.email, customer.password);
    await phone.goto(`/bn/dashboard/orders/${orderId}`);
    const bnShipments = phone.getByRole('region', { name: 'চালান' });
    await expect.poll(() => bnShipments.getByRole('article').filter({ has: phone.getByText('ডেলিভারি হয়েছে', { exact: true }) }).count()).toBe(2);
    await phone.getByText('চট্টগ্রাম', { exact: false }).first().waitFor();
    expect(await layoutProblems(phone, { tableMustFit: false })).toEqual([]);
  });
});
