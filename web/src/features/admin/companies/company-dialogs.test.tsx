import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company, CompanyPayment } from '@store/contract/company';
import { describe, expect, it } from 'vitest';
import { changesSent, fakeCompanyApi, page, testApplication, testCompany } from '../../../test/company';
import { jsonResponse, renderWithProviders, signedIn } from '../../../test/render';
import CompaniesPage from './companies-page';

const APPLICATION = testApplication({ id: 'company-2', name: 'Karim Hardware', ownerEmail: 'karim@example.com' });
const ACCOUNT = testCompany();

/** The page, listing `companies`; its changes answered by `changes` in order. */
function renderPage(companies: Company[], changes: Response[] = [], locale: 'en' | 'bn' = 'en') {
  const fetchSpy = fakeCompanyApi({ lists: () => page(companies), changes });
  renderWithProviders(<CompaniesPage />, {
    route: `${locale === 'bn' ? '/bn' : ''}/dashboard/companies`,
    session: signedIn({ admin: true }),
    locale,
  });
  return { fetchSpy, user: userEvent.setup() };
}

/** Opens a row's dialog with the button named `name`. */
async function open(user: ReturnType<typeof userEvent.setup>, name: string, dialogName: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: dialogName });
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Approve', () => {
  it('approves an application with a credit limit and payment terms', async () => {
    const { fetchSpy, user } = renderPage([APPLICATION], [jsonResponse({ ...APPLICATION, status: 'approved', creditLimit: 250_000.5, termsDays: 45 })]);
    const dialog = await open(user, 'Approve Karim Hardware', 'Approve Karim Hardware');
    expect(dialog).toHaveTextContent('The owner, karim@example.com, is told by email.');
    const terms = within(dialog).getByRole('combobox', { name: /^Payment terms/ });
    expect(terms).toHaveValue('30');
    expect(within(terms).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Net 7 days',
      'Net 15 days',
      'Net 30 days',
      'Net 45 days',
      'Net 60 days',
    ]);

    await user.type(within(dialog).getByRole('spinbutton', { name: /^Credit limit \(taka\)/ }), '250000.50');
    await user.selectOptions(terms, 'Net 45 days');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await closed();
    expect(changesSent(fetchSpy)).toEqual(['PATCH /api/companies/company-2 {"status":"approved","creditLimit":250000.5,"termsDays":45}']);
    expect(await screen.findByText('Karim Hardware is approved')).toBeInTheDocument();
  });

  it('approves with a limit of 0', async () => {
    const { fetchSpy, user } = renderPage([APPLICATION], [jsonResponse({ ...APPLICATION, status: 'approved', termsDays: 30 })]);
    const dialog = await open(user, 'Approve Karim Hardware', 'Approve Karim Hardware');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Credit limit/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await closed();
    expect(changesSent(fetchSpy)).toEqual(['PATCH /api/companies/company-2 {"status":"approved","creditLimit":0,"termsDays":30}']);
  });

  it('says beside the limit what is wrong with it, and sends nothing', async () => {
    const { fetchSpy, user } = renderPage([APPLICATION]);
    const dialog = await open(user, 'Approve Karim Hardware', 'Approve Karim Hardware');
    const limit = within(dialog).getByRole('spinbutton', { name: /^Credit limit/ });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });

    await user.click(approve);
    expect(limit).toHaveAccessibleDescription('Credit limit must be a number');
    await user.type(limit, '-1');
    await waitFor(() => expect(limit).toHaveAccessibleDescription('Credit limit must be at least 0'));
    await user.clear(limit);
    await user.type(limit, '1000.005');
    await waitFor(() => expect(limit).toHaveAccessibleDescription('Credit limit must be in whole poisha (at most 2 decimals)'));
    await user.click(approve);
    expect(changesSent(fetchSpy)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Approve Karim Hardware' })).toBeInTheDocument();
  });

  it('says why the API refused, in the dialog, which stays open', async () => {
    const { user } = renderPage([APPLICATION], [jsonResponse({ error: { code: 'invalid-transition', message: 'This application is already decided' } }, 409)]);
    const dialog = await open(user, 'Approve Karim Hardware', 'Approve Karim Hardware');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Credit limit/ }), '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This application is already decided');
    expect(screen.getByRole('dialog', { name: 'Approve Karim Hardware' })).toBeInTheDocument();
  });
});

describe('Decline', () => {
  it('declines an application with the reason the applicant reads', async () => {
    const reason = 'The trade licence number does not match the DNCC register';
    const { fetchSpy, user } = renderPage([APPLICATION], [jsonResponse({ ...APPLICATION, status: 'declined', declineReason: reason })]);
    const dialog = await open(user, 'Decline Karim Hardware', 'Decline Karim Hardware');
    const reasonField = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reasonField).toHaveAccessibleDescription('Sent to karim@example.com with the decision');

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(reasonField).toHaveAccessibleDescription('Reason is required');
    expect(changesSent(fetchSpy)).toEqual([]);

    await user.type(reasonField, `  ${reason}  `);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await closed();
    expect(changesSent(fetchSpy)).toEqual([`PATCH /api/companies/company-2 ${JSON.stringify({ status: 'declined', reason })}`]);
    expect(await screen.findByText('Karim Hardware is declined')).toBeInTheDocument();
  });
});

describe('Edit limit and terms', () => {
  it('opens with the account’s limit and terms, and sends only what changed', async () => {
    const { fetchSpy, user } = renderPage([ACCOUNT], [jsonResponse({ ...ACCOUNT, termsDays: 60 })]);
    const dialog = await open(user, 'Edit limit and terms of Rahman Traders', 'Credit limit and terms of Rahman Traders');
    const limit = within(dialog).getByRole('spinbutton', { name: /^Credit limit/ });
    expect(limit).toHaveValue(500_000);
    expect(limit).toHaveAccessibleDescription('It owes ৳120,000 now: the limit cannot be lower');
    const terms = within(dialog).getByRole('combobox', { name: /^Payment terms/ });
    expect(terms).toHaveValue('30');

    await user.selectOptions(terms, 'Net 60 days');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await closed();
    expect(changesSent(fetchSpy)).toEqual(['PATCH /api/companies/company-1 {"termsDays":60}']);
    expect(await screen.findByText('The credit limit and terms of Rahman Traders are saved')).toBeInTheDocument();
  });

  it('closes without sending anything when nothing changed', async () => {
    const { fetchSpy, user } = renderPage([ACCOUNT]);
    const dialog = await open(user, 'Edit limit and terms of Rahman Traders', 'Credit limit and terms of Rahman Traders');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    expect(changesSent(fetchSpy)).toEqual([]);
  });

  it('says, with the figure, that the limit cannot go below what the company owes', async () => {
    const refusal = jsonResponse(
      { error: { code: 'credit-limit', message: 'The credit limit cannot be below the ৳120,000.50 the company owes', details: [{ field: 'outstanding', message: '120000.5' }] } },
      409,
    );
    const { fetchSpy, user } = renderPage([ACCOUNT], [refusal]);
    const dialog = await open(user, 'Edit limit and terms of Rahman Traders', 'Credit limit and terms of Rahman Traders');
    const limit = within(dialog).getByRole('spinbutton', { name: /^Credit limit/ });
    await user.clear(limit);
    await user.type(limit, '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const said = 'The credit limit cannot be below what Rahman Traders already owes: ৳120,000.50.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(said);
    expect(limit).toHaveAccessibleDescription('It owes ৳120,000.50 now: the limit cannot be lower');
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(changesSent(fetchSpy)).toEqual(['PATCH /api/companies/company-1 {"creditLimit":100000}']);
  });

  it('says what the list showed as owed when the refusal gives no figure', async () => {
    const { user } = renderPage([ACCOUNT], [jsonResponse({ error: { code: 'credit-limit', message: 'Below what is owed' } }, 409)]);
    const dialog = await open(user, 'Edit limit and terms of Rahman Traders', 'Credit limit and terms of Rahman Traders');
    const limit = within(dialog).getByRole('spinbutton', { name: /^Credit limit/ });
    await user.clear(limit);
    await user.type(limit, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The credit limit cannot be below what Rahman Traders already owes: ৳120,000.');
  });
});

describe('Record payment', () => {
  const recorded: CompanyPayment = {
    id: 'payment-1',
    amount: 70_000,
    method: 'bank',
    reference: 'DBBL TT 4471-09',
    at: '2026-10-05T09:00:00.000Z',
    by: 'admin@voltforge.com.bd',
    applied: [
      { orderId: 'order-41', amount: 45_000 },
      { orderId: 'order-57', amount: 25_000 },
    ],
    company: { ...ACCOUNT, outstanding: 50_000, available: 450_000 },
  };

  it('records what the company paid and shows which orders it went to', async () => {
    const { fetchSpy, user } = renderPage([ACCOUNT], [jsonResponse(recorded, 201)]);
    const dialog = await open(user, 'Record payment from Rahman Traders', 'Record a payment from Rahman Traders');
    expect(dialog).toHaveTextContent('Rahman Traders owes ৳120,000 (credit limit ৳500,000).');
    const amount = within(dialog).getByRole('spinbutton', { name: /^Amount/ });
    expect(amount).toHaveValue(120_000);
    expect(within(dialog).getByRole('combobox', { name: /^Method/ })).toHaveValue('cash');

    await user.clear(amount);
    await user.type(amount, '70000');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Method/ }), 'Bank');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reference/ }), 'DBBL TT 4471-09');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    const result = await within(dialog).findByRole('status');
    expect(result).toHaveTextContent('৳70,000 recorded. Rahman Traders now owes ৳50,000.');
    const applied = within(result).getByRole('list', { name: 'Applied to 2 orders:' });
    expect(within(applied).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Order order-41: ৳45,000', 'Order order-57: ৳25,000']);
    expect(within(applied).getByRole('link', { name: 'Order order-41: ৳45,000' })).toHaveAttribute('href', '/dashboard/orders/order-41');
    expect(changesSent(fetchSpy)).toEqual([`POST /api/companies/company-1/payments ${JSON.stringify({ amount: 70_000, method: 'bank', reference: 'DBBL TT 4471-09' })}`]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
  });

  it('says beside each field what is wrong, before sending', async () => {
    const { fetchSpy, user } = renderPage([ACCOUNT]);
    const dialog = await open(user, 'Record payment from Rahman Traders', 'Record a payment from Rahman Traders');
    const amount = within(dialog).getByRole('spinbutton', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAccessibleDescription('Amount must be more than 0');
    expect(within(dialog).getByRole('textbox', { name: /^Reference/ })).toHaveAccessibleDescription('Reference is required');
    expect(changesSent(fetchSpy)).toEqual([]);
  });

  it('shows an overpayment refusal in the dialog, which stays open', async () => {
    const { user } = renderPage([ACCOUNT], [jsonResponse({ error: { code: 'overpayment', message: 'That is ৳5 more than the ৳120,000 the company owes' } }, 409)]);
    const dialog = await open(user, 'Record payment from Rahman Traders', 'Record a payment from Rahman Traders');
    const amount = within(dialog).getByRole('spinbutton', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '120005');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reference/ }), 'Receipt 88');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is ৳5 more than the ৳120,000 the company owes');
    expect(screen.getByRole('dialog', { name: 'Record a payment from Rahman Traders' })).toBeInTheDocument();
  });
});

describe('Dialogs in Bangla', () => {
  it('says a refused limit with the figure in Bengali digits', async () => {
    const refusal = jsonResponse({ error: { code: 'credit-limit', message: 'Below what is owed', details: [{ field: 'outstanding', message: '120000' }] } }, 409);
    const { user } = renderPage([ACCOUNT], [refusal], 'bn');
    const dialog = await open(user, 'Rahman Traders-এর লিমিট ও মেয়াদ বদলান', 'Rahman Traders-এর ক্রেডিট লিমিট ও পরিশোধের মেয়াদ');
    const limit = within(dialog).getByRole('spinbutton', { name: /^ক্রেডিট লিমিট \(টাকা\)/ });
    await user.clear(limit);
    await user.type(limit, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(limit).toHaveAccessibleDescription('ক্রেডিট লিমিট ০ বা তার বেশি হতে হবে');

    await user.clear(limit);
    await user.type(limit, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rahman Traders-এর এখনই ৳১,২০,০০০ বকেয়া আছে। ক্রেডিট লিমিট এর চেয়ে কম করা যাবে না।');
  });

  it('words an overpayment refusal and a missing reason in Bangla', async () => {
    const { user } = renderPage([APPLICATION, ACCOUNT], [jsonResponse({ error: { code: 'overpayment', message: 'More than owed' } }, 409)], 'bn');
    const decline = await open(user, 'Karim Hardware-এর আবেদন নাকচ করুন', 'Karim Hardware-এর আবেদন নাকচ করুন');
    await user.click(within(decline).getByRole('button', { name: 'নাকচ করুন' }));
    expect(within(decline).getByRole('textbox', { name: /^কারণ/ })).toHaveAccessibleDescription('আবেদনটি কেন নাকচ করা হলো, তা লিখুন');
    await user.click(within(decline).getByRole('button', { name: 'বাতিল' }));
    await closed();

    const payment = await open(user, 'Rahman Traders-এর পেমেন্ট রেকর্ড করুন', 'Rahman Traders-এর পেমেন্ট রেকর্ড করুন');
    await user.type(within(payment).getByRole('textbox', { name: /^রেফারেন্স/ }), 'রসিদ ৮৮');
    await user.click(within(payment).getByRole('button', { name: 'পেমেন্ট রেকর্ড করুন' }));
    expect(await within(payment).findByRole('alert')).toHaveTextContent('অঙ্কটি প্রতিষ্ঠানের বকেয়ার চেয়ে বেশি।');
  });
});
