import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@store/contract/order';
import type { MyCompany } from '@store/contract/company';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, refusal } from '../../test/api-answers';
import { fakeMatchMedia } from '../../test/match-media';
import { testMyCompany } from '../../test/my-company';
import { testOrder } from '../../test/order';
import { jsonResponse, renderWithProviders, sentRequests, signedIn } from '../../test/render';
import CompanyOrdersPage from './company-orders-page';

const accountOrder = (id: string, status: Order['status'], fields: Partial<Order> = {}): Order =>
  testOrder({
    id,
    uid: 'buyer-uid',
    email: 'sadia@rahmantraders.com.bd',
    toolId: 'drill',
    toolname: 'Cordless Drill',
    quantity: 40,
    unitPrice: 1_500,
    total: 60_000,
    address: '14 Nawabpur Road, Dhaka 1100',
    phone: '+880 1711 000000',
    status,
    company: { id: 'company-1', name: 'Rahman Traders', termsDays: 30 },
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...fields,
  });

const waiting = accountOrder('order-77', 'awaiting-approval', { poNumber: 'PO-1183' });
const placed = accountOrder('order-76', 'pending');

function renderPage(company: MyCompany | null, orders: Order[], extra: Parameters<typeof answerApi>[0] = {}, locale: 'en' | 'bn' = 'en') {
  const fetchSpy = answerApi({
    'GET /api/companies/mine': company ? company : refusal(404, 'not-found', 'You belong to no company'),
    'GET /api/companies/company-1/orders': { orders, nextCursor: null },
    ...extra,
  });
  renderWithProviders(<CompanyOrdersPage />, { route: locale === 'bn' ? '/bn/dashboard/company/orders' : '/dashboard/company/orders', session: signedIn(), locale });
  return { fetchSpy, user: userEvent.setup() };
}

// jsdom's window matches no media query: a wide screen, where the orders are a table.
const phoneScreen = () => vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));

describe('Company orders', () => {
  it('shows an approver every order with its buyer, and Approve and Reject on those awaiting approval', async () => {
    renderPage(testMyCompany({ role: 'approver' }), [waiting, placed]);
    const table = await screen.findByRole('table', { name: 'Company orders' });
    await within(table).findAllByRole('link', { name: 'Cordless Drill' });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(within(head!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order', 'Buyer', 'Quantity', 'Total', 'Status', 'Date', 'Action']);
    expect(first).toHaveTextContent('sadia@rahmantraders.com.bd');
    expect(first).toHaveTextContent('PO PO-1183');
    expect(within(first!).getByRole('link', { name: 'Cordless Drill' })).toHaveAttribute('href', '/dashboard/orders/order-77');
    expect(await within(first!).findByRole('button', { name: 'Approve order order-77' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Reject order order-77' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a buyer their orders, without the buyer column or any decision', async () => {
    renderPage(testMyCompany({ role: 'buyer', orderLimit: 25_000 }), [waiting]);
    const table = await screen.findByRole('table', { name: 'Company orders' });
    await within(table).findByRole('link', { name: 'Cordless Drill' });
    expect(within(table).queryByRole('columnheader', { name: 'Buyer' })).not.toBeInTheDocument();
    expect(screen.getByText('Your account orders for Rahman Traders.')).toBeInTheDocument();
    expect(within(table).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('asks for the status chosen, and says when none has it', async () => {
    const { fetchSpy, user } = renderPage(testMyCompany({ role: 'owner' }), []);
    expect(await screen.findByText('No account orders yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Awaiting approval' }));
    expect(await screen.findByText('No account orders are awaiting approval.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/orders'))).toEqual([
      '/api/companies/company-1/orders?limit=20',
      '/api/companies/company-1/orders?status=awaiting-approval&limit=20',
    ]);
  });

  it('sends a customer without an approved account to the Company page', async () => {
    renderPage(null, []);
    expect(await screen.findByText('You have no approved trade account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Company' })).toHaveAttribute('href', '/dashboard/company');
  });

  it('approves an order once the approver confirms what it takes', async () => {
    let approved = false;
    const { fetchSpy, user } = renderPage(testMyCompany({ role: 'approver' }), [], {
      'GET /api/companies/company-1/orders': () => jsonResponse({ orders: [approved ? { ...waiting, status: 'pending' } : waiting], nextCursor: null }),
      'POST /api/orders/order-77/approval': () => {
        approved = true;
        return jsonResponse({ ...waiting, status: 'pending' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve order order-77' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve order order-77?' });
    expect(dialog).toHaveTextContent(
      "The order of sadia@rahmantraders.com.bd for ৳60,000 goes ahead: its tools are taken from stock and ৳60,000 from the account's available credit.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Order order-77 approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve order order-77' })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Company orders' })).toHaveTextContent('Pending');
    const approval = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/orders/order-77/approval')!;
    expect(JSON.parse(String(approval[1]?.body))).toEqual({ decision: 'approve' });
  });

  it('says an order is approved even when the list has dropped its Approve button before the other lists came back', async () => {
    // After a decision the orders, the account and the tools load again. When the orders come back first, the
    // row loses its Approve button, and the dialog with it, while the account is still loading.
    let approved = false;
    const company = testMyCompany({ role: 'approver' });
    const { user } = renderPage(company, [], {
      'GET /api/companies/company-1/orders': () => jsonResponse({ orders: [approved ? { ...waiting, status: 'pending' } : waiting], nextCursor: null }),
      'GET /api/companies/mine': () => (approved ? new Promise((resolve) => setTimeout(() => resolve(jsonResponse(company)), 200)) : jsonResponse(company)),
      'POST /api/orders/order-77/approval': () => {
        approved = true;
        return jsonResponse({ ...waiting, status: 'pending' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve order order-77' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve order order-77?' })).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve order order-77' })).not.toBeInTheDocument());
    expect(await screen.findByText('Order order-77 approved')).toBeInTheDocument();
  });

  it.each([
    [
      'the credit left',
      refusal(409, 'credit-limit', "This order is beyond the account's available credit of ৳45,000", [{ field: 'available', message: '45000' }]),
      "This order is beyond the account's available credit of ৳45,000.",
    ],
    ['a hold', refusal(409, 'credit-hold', 'This trade account is on hold until its overdue invoices are paid'), 'This trade account is on hold until its overdue invoices are paid'],
    ['the stock', refusal(409, 'insufficient-stock', 'Not enough stock is left for this order'), 'Not enough stock is left for this order'],
  ])('says readably, in the dialog, that an approval was refused for %s', async (_case, answer, text) => {
    const { user } = renderPage(testMyCompany({ role: 'owner' }), [waiting], { 'POST /api/orders/order-77/approval': answer });
    await user.click(await screen.findByRole('button', { name: 'Approve order order-77' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve order order-77?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('says a credit refusal in Bangla, with the credit left in Bengali digits', async () => {
    const { user } = renderPage(
      testMyCompany({ role: 'owner' }),
      [waiting],
      { 'POST /api/orders/order-77/approval': refusal(409, 'credit-limit', 'beyond', [{ field: 'available', message: '45000' }]) },
      'bn',
    );
    await user.click(await screen.findByRole('button', { name: 'অর্ডার order-77 অনুমোদন করুন' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'অনুমোদন দিন' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('এই অর্ডারের টাকা অ্যাকাউন্টের ব্যবহারযোগ্য ক্রেডিট ৳৪৫,০০০-এর চেয়ে বেশি।');
  });

  it('rejects an order with the reason the approver writes, which it asks for first', async () => {
    const { fetchSpy, user } = renderPage(testMyCompany({ role: 'approver' }), [waiting], {
      'POST /api/orders/order-77/approval': () => jsonResponse({ ...waiting, status: 'cancelled' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject order order-77' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject order order-77' });
    expect(dialog).toHaveTextContent('The order is cancelled, and sadia@rahmantraders.com.bd gets your reason by email.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Reason is required'));
    expect(sentRequests(fetchSpy).filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(reason, 'Over this month’s budget: order half.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Order order-77 rejected')).toBeInTheDocument();
    const approval = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/orders/order-77/approval')!;
    expect(JSON.parse(String(approval[1]?.body))).toEqual({ decision: 'reject', reason: 'Over this month’s budget: order half.' });
  });

  it('shows each order as a card on a phone, with the decisions below', async () => {
    phoneScreen();
    renderPage(testMyCompany({ role: 'owner' }), [waiting]);
    const list = await screen.findByRole('list', { name: 'Company orders' });
    expect(within(list).getByText('sadia@rahmantraders.com.bd')).toBeInTheDocument();
    expect(await within(list).findByRole('button', { name: 'Approve order order-77' })).toBeInTheDocument();
  });
});
