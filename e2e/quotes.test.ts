import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_ADMIN, signInWithForm, type Account } from './support/accounts';
import { createTool } from './support/api';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(account: Pick<Account, 'email' | 'password'>, path: string) {
  const opened = await openPage(browser, '/login');
  await signInWithForm(opened.page, account.email, account.password);
  await opened.page.goto(path);
  return opened;
}

describe('a request for quote', () => {
  it('is asked for by a customer, answered by the administrator, and accepted by the customer as an order', async () => {
    const customer = await createCustomer({ prefix: 'quoter' });
    const tool = await createTool({ price: 12, minimum: 10, available: 500, priceTiers: [{ minQuantity: 100, unitPrice: 11 }] });

    // The customer asks for more than the volume prices cover, with a message.
    const buyer = await signedIn(customer, `/tools/${tool.slug}`);
    await buyer.page.getByRole('spinbutton', { name: 'Quantity' }).fill('300');
    await buyer.page.getByRole('button', { name: 'Request a quote' }).click();
    const ask = buyer.page.getByRole('dialog', { name: 'Request a quote' });
    expect(await ask.getByRole('spinbutton', { name: `Quantity of ${tool.name}` }).inputValue()).toBe('300');
    await ask.getByLabel(/^Message/).fill('For a site opening in March.');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await ask.getByText(/Quote requested/).waitFor();
    await ask.getByRole('link', { name: 'My Quotes' }).click();
    await buyer.page.waitForURL('**/dashboard/myquotes');
    const mine = buyer.page.getByRole('article').filter({ hasText: tool.name });
    await mine.getByText('Requested').waitFor();
    const quoteId = (await mine.getByRole('heading').textContent())!.replace('Quote ', '');

    // The administrator finds it among the requested quotes and answers with a price and an expiry.
    const admin = await signedIn(DEMO_ADMIN, '/dashboard/quotes');
    const waiting = admin.page.getByRole('region', { name: 'Waiting for an answer' });
    await waiting.getByRole('heading', { name: `Quote ${quoteId}` }).waitFor();
    await waiting.getByRole('button', { name: `Answer quote ${quoteId}` }).click();
    const answer = admin.page.getByRole('dialog', { name: `Answer quote ${quoteId}` });
    await answer.getByLabel(`Unit price for 300 × ${tool.name}`).fill('9.5');
    await answer.getByLabel('Valid for (days)').fill('7');
    await answer.getByText('Total ৳2,850', { exact: true }).waitFor();
    await answer.getByRole('button', { name: 'Send quote' }).click();
    await answer.waitFor({ state: 'detached' });
    await admin.page
      .getByRole('region', { name: 'Answered quotes' })
      .getByRole('article')
      .filter({ hasText: quoteId })
      .getByText('Quoted', { exact: true })
      .waitFor();
    await admin.context.close();

    // The customer sees the price and the expiry, and accepts: the order is placed at the quoted price.
    await buyer.page.reload();
    await mine.getByText('Quoted', { exact: true }).waitFor();
    await mine.getByText('Total ৳2,850', { exact: true }).waitFor();
    await mine.getByText(/^Valid until/).waitFor();
    await mine.getByRole('button', { name: `Accept quote ${quoteId}` }).click();
    const accept = buyer.page.getByRole('dialog', { name: `Accept quote ${quoteId}` });
    await accept.getByLabel('Street address').fill('Warehouse 3, Chattogram EPZ');
    await accept.getByLabel('Area (thana or upazila)').fill('Patenga');
    await accept.getByLabel('Mobile number').fill('+880 1815 112233');
    await accept.getByLabel('PO number (optional)').fill('CTG-77');
    await accept.getByRole('button', { name: 'Accept and order' }).click();

    await buyer.page.waitForURL(/\/dashboard\/orders\/[\w-]+$/);
    await buyer.page.getByRole('heading', { level: 1, name: /^Order / }).waitFor();
    const orderLines = buyer.page.getByRole('table', { name: 'Order lines' });
    expect(await orderLines.getByRole('row', { name: new RegExp(tool.name) }).getByRole('cell').allTextContents()).toEqual(['300', '৳9.50', '৳2,850']);
    await buyer.page.getByText(quoteId).waitFor();
    await buyer.page.getByText('CTG-77').waitFor();
    expect(buyer.appErrors).toEqual([]);
    await buyer.context.close();
  });
});
