import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '@store/contract/format';
import type { Order } from '@store/contract/order';
import { createCustomer, DEMO_ADMIN, signInWithForm, type Account } from './support/accounts';
import { createTool, setOrderStatus } from './support/api';
import { launchBrowser, openPage } from './support/browser';

// A trade account's life, as the people in it live it: a workshop applies, an administrator opens its account with
// a credit limit and terms, the owner brings in a buyer and an approver, the buyer's order above their limit waits
// for the approver, the shop ships it, the statement shows what is owed and by when, and the company's payment
// clears it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Someone signed in, in a browser of their own. */
async function signedIn(account: Pick<Account, 'email' | 'password'>): Promise<Page> {
  const { page } = await openPage(browser, '/login');
  await signInWithForm(page, account.email, account.password);
  return page;
}

/** The owner invites `email` as `role` (a buyer with `orderLimit`) on the Company page. */
async function invite(owner: Page, email: string, role: 'approver' | 'buyer', orderLimit?: string) {
  const form = owner.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption(role);
  if (orderLimit) await form.getByLabel('Order limit').fill(orderLimit);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await owner.getByText(`Invitation sent to ${email}`).waitFor();
}

/** `member` accepts the invitation of `company` on their Company page. */
async function join(member: Page, company: string) {
  await member.goto('/dashboard/company');
  await member.getByRole('button', { name: `Accept the invitation of ${company}` }).click();
  await member.getByText(`You joined ${company}`).waitFor();
}

describe('a trade account', () => {
  it('is applied for, approved, staffed, ordered on with an approval, invoiced on its statement and paid', async () => {
    const company = `Rahman Steel Works ${Date.now().toString(36)}`;
    const [ownerAccount, buyerAccount, approverAccount] = await Promise.all([
      createCustomer({ prefix: 'trade-owner', name: 'Farhana Rahman' }),
      createCustomer({ prefix: 'trade-buyer', name: 'Sabbir Hossain' }),
      createCustomer({ prefix: 'trade-approver', name: 'Nusrat Jahan' }),
    ]);
    const tool = await createTool({ name: `Magnetic Drill ${Date.now().toString(36)}`, price: 6000, minimum: 1, available: 20 });

    // The owner applies.
    const owner = await signedIn(ownerAccount);
    await owner.goto('/dashboard/company');
    await owner.getByLabel('Company name').fill(company);
    await owner.getByLabel('Trade licence number').fill('TRAD/DNCC/076541/2026');
    await owner.getByLabel('Company address').fill('Plot 12, Tejgaon Industrial Area, Dhaka 1208');
    await owner.getByLabel('Company phone').fill('+880 2 9881234');
    await owner.getByRole('button', { name: 'Apply' }).click();
    await owner.getByText('Your application is being reviewed').waitFor();

    // An administrator approves it with a credit limit of ৳50,000 and net 30 days.
    const admin = await signedIn(DEMO_ADMIN);
    await admin.goto('/dashboard/companies?status=applied');
    await admin.getByRole('button', { name: `Approve ${company}` }).click();
    const approval = admin.getByRole('dialog', { name: `Approve ${company}` });
    await approval.getByLabel('Credit limit (taka)').fill('50000');
    await approval.getByLabel('Payment terms').selectOption('30');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`${company} is approved`).waitFor();

    // The owner sees the account and brings in a buyer (who may order up to ৳10,000 alone) and an approver.
    await owner.reload();
    await owner.getByText('Approved trade account').waitFor();
    await invite(owner, buyerAccount.email, 'buyer', '10000');
    await invite(owner, approverAccount.email, 'approver');
    const [buyer, approver] = await Promise.all([signedIn(buyerAccount), signedIn(approverAccount)]);
    await join(buyer, company);
    await join(approver, company);

    // The buyer orders ৳12,000 of tools on account (৳12,080 with the delivery to Dhaka), above their limit: told it will wait, and it does.
    await buyer.goto(`/purchase/${tool.slug}`);
    await buyer.getByLabel('Quantity').fill('2');
    await buyer.getByLabel('Address').fill('Plot 12, Tejgaon Industrial Area, Dhaka 1208');
    await buyer.getByLabel('Mobile number').fill('+880 1711 223344');
    await buyer.getByRole('radiogroup', { name: 'Payment' }).getByRole('radio', { name: /^On account/ }).check();
    await buyer.getByText(/so the order will wait for the approval/).waitFor();
    await buyer.getByRole('button', { name: 'Purchase' }).click();
    const placed = buyer.getByText(/Your order number is/);
    await placed.waitFor();
    const orderId = (await placed.locator('strong').textContent())!;
    await buyer.goto(`/dashboard/orders/${orderId}`);
    await buyer.getByText(/This order waits for the approval of an owner or approver/).waitFor();

    // The approver approves it on the Company orders page.
    await approver.goto('/dashboard/company/orders');
    await approver.getByRole('button', { name: `Approve order ${orderId}` }).click();
    await approver.getByRole('dialog', { name: `Approve order ${orderId}?` }).getByRole('button', { name: 'Approve' }).click();
    await approver.getByText(`Order ${orderId} approved`).waitFor();

    // The shop ships it: it falls due 30 days later.
    const order = { id: orderId } as Order;
    await setOrderStatus(order, 'confirmed');
    const shipped = await setOrderStatus(order, 'shipped');
    expect(shipped.payment.dueAt).not.toBeNull();

    // The statement shows the balance and the due date.
    await owner.goto('/dashboard/company/statement');
    const lines = owner.getByRole('table', { name: 'Account orders' });
    const row = lines.getByRole('row').filter({ hasText: orderId });
    await row.getByText('৳12,080', { exact: true }).first().waitFor();
    await row.getByText(formattersFor('en', 'BDT').date(shipped.payment.dueAt!), { exact: false }).waitFor();
    expect(await row.getByText('Overdue').count()).toBe(0);

    // An administrator records the company's payment; the statement is clear.
    await admin.goto('/dashboard/companies');
    await admin.getByRole('button', { name: `Record payment from ${company}` }).click();
    const payment = admin.getByRole('dialog', { name: `Record a payment from ${company}` });
    await payment.getByLabel('Amount').fill('12080');
    await payment.getByLabel('Reference').fill('DBBL cheque 004512');
    await payment.getByRole('button', { name: /^Record payment/ }).click();
    await payment.getByText(`Order ${orderId}: ৳12,080`, { exact: true }).waitFor();

    await owner.reload();
    await row.waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toMatch(/৳12,080.*৳12,080.*৳0(?![\d,.])/);
  }, 240_000);
});
