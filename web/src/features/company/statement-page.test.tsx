import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyCompany, Statement, StatementLine } from '@store/contract/company';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setIdTokenSource } from '../../lib/api-client';
import { dhakaDay } from '@store/contract/dhaka-time';
import { saveFile } from '../../lib/save-file';
import { answerApi, refusal } from '../../test/api-answers';
import { testCompany } from '../../test/company';
import { fakeMatchMedia } from '../../test/match-media';
import { testMyCompany } from '../../test/my-company';
import { renderWithProviders, signedIn } from '../../test/render';
import StatementPage from './statement-page';

vi.mock('../../lib/save-file', async (importOriginal) => ({ ...(await importOriginal<object>()), saveFile: vi.fn() }));

const line = (orderId: string, fields: Partial<StatementLine>): StatementLine => ({
  orderId,
  placedAt: '2026-09-02T08:00:00.000Z',
  buyerEmail: 'sadia@rahmantraders.com.bd',
  status: 'delivered',
  amount: 0,
  paid: 0,
  balance: 0,
  dueAt: null,
  overdue: false,
  ...fields,
});

// Amounts whose sum as floats is not exact (0.1 + 0.2): the totals are added in whole poisha.
const statement: Statement = {
  company: testCompany({ outstanding: 120_000.3, available: 379_999.7 }),
  generatedAt: '2026-11-20T06:00:00.000Z',
  lines: [
    line('order-61', { poNumber: 'PO-0988', amount: 100_000.1, paid: 40_000, balance: 60_000.1, dueAt: '2026-10-10T08:00:00.000Z', overdue: true }),
    line('order-70', { amount: 60_000.2, paid: 0, balance: 60_000.2, dueAt: '2026-12-01T08:00:00.000Z', status: 'shipped' }),
    line('order-76', { amount: 5_000, paid: 5_000, balance: 0, status: 'pending' }),
  ],
};

function renderPage(company: MyCompany, locale: 'en' | 'bn' = 'en') {
  const fetchSpy = answerApi({ 'GET /api/companies/mine': company, 'GET /api/companies/company-1/statement': statement });
  renderWithProviders(<StatementPage />, { route: locale === 'bn' ? '/bn/dashboard/company/statement' : '/dashboard/company/statement', session: signedIn(), locale });
  return { fetchSpy, user: userEvent.setup() };
}

const cellsOf = (row: HTMLElement) => [...within(row).queryAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

describe('Statement', () => {
  afterEach(() => {
    setIdTokenSource(null);
    vi.mocked(saveFile).mockClear();
  });

  it("shows the account's figures and every order with amount, paid, balance and due date, the totals added exactly", async () => {
    renderPage(testMyCompany({ role: 'approver' }));
    const table = await screen.findByRole('table', { name: 'Account orders' });
    expect(screen.getByRole('heading', { level: 2, name: 'Rahman Traders' })).toBeInTheDocument();
    expect(screen.getByText('As of Nov 20, 2026')).toBeInTheDocument();
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ 'Credit limit': '৳500,000', Outstanding: '৳120,000.30', 'Available credit': '৳379,999.70', Terms: 'Net 30 days' });

    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Order', 'Placed', 'Buyer', 'PO', 'Amount', 'Paid', 'Balance', 'Due date',
    ]);
    expect(cellsOf(rows[1]!)).toEqual(['order-61', 'Sep 2, 2026', 'sadia@rahmantraders.com.bd', 'PO-0988', '৳100,000.10', '৳40,000', '৳60,000.10', 'Oct 10, 2026Overdue']);
    expect(cellsOf(rows[2]!)).toEqual(['order-70', 'Sep 2, 2026', 'sadia@rahmantraders.com.bd', '—', '৳60,000.20', '৳0', '৳60,000.20', 'Dec 1, 2026']);
    expect(cellsOf(rows[3]!)).toEqual(['order-76', 'Sep 2, 2026', 'sadia@rahmantraders.com.bd', '—', '৳5,000', '৳5,000', '৳0', 'Once shipped']);
    expect(cellsOf(rows[4]!)).toEqual(['Totals', '', '', '', '৳165,000.30', '৳45,000', '৳120,000.30', '']);
    expect(within(rows[1]!).getByRole('link', { name: 'order-61' })).toHaveAttribute('href', '/dashboard/orders/order-61');
  });

  it('marks an overdue order in words, not colour alone, and only that one', async () => {
    renderPage(testMyCompany({ role: 'owner' }));
    const table = await screen.findByRole('table', { name: 'Account orders' });
    expect(within(table).getAllByText('Overdue')).toHaveLength(1);
    expect(within(within(table).getAllByRole('row')[1]!).getByText('Overdue').tagName).toBe('STRONG');
  });

  it('prints the statement with the browser, its buttons left out', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderPage(testMyCompany({ role: 'owner' }));
    await user.click(await screen.findByRole('button', { name: 'Print statement' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('statement-header')).toHaveAttribute('data-print', 'only');
    expect(screen.getByRole('button', { name: 'Print statement' }).parentElement).toHaveAttribute('data-print', 'hide');
  });

  it("downloads the statement as CSV with the user's token, and saves it as a file", async () => {
    setIdTokenSource(async () => 'owner-id-token');
    const csv = 'Order,Placed,Buyer\r\norder-61,2026-09-02,sadia@rahmantraders.com.bd\r\n';
    const { fetchSpy, user } = renderPage(testMyCompany({ role: 'owner' }));
    await screen.findByRole('table', { name: 'Account orders' });
    fetchSpy.mockImplementationOnce(async () => new Response(csv, { headers: { 'Content-Type': 'text/csv' } }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [file, fileName] = vi.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toBe(`statement-${dhakaDay()}.csv`);
    expect(await file.text()).toBe(csv);
    const [url, init] = fetchSpy.mock.calls.at(-1)!;
    expect(url).toBe('/api/companies/company-1/statement?format=csv');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer owner-id-token', Accept: 'text/csv, application/json;q=0.5' });
  });

  it('says a failed download readably', async () => {
    const { fetchSpy, user } = renderPage(testMyCompany({ role: 'owner' }));
    await screen.findByRole('table', { name: 'Account orders' });
    fetchSpy.mockImplementationOnce(async () => refusal(403, 'permission-denied', 'Only owners and approvers read the statement')());
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Could not download the statement. Only owners and approvers read the statement')).toBeInTheDocument();
  });

  it('tells a buyer only owners and approvers see it, and asks for nothing', async () => {
    const { fetchSpy } = renderPage(testMyCompany({ role: 'buyer' }));
    expect(await screen.findByText("Only the company's owner and approvers see its statement.")).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(['/api/companies/mine']);
  });

  it('shows each order as a card on a phone, and the totals in a card of their own', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    renderPage(testMyCompany({ role: 'owner' }));
    const list = await screen.findByRole('list', { name: 'Account orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Overdue');
    expect(cards[3]).toHaveTextContent('Totals');
    expect(cards[3]).toHaveTextContent('Balance৳120,000.30');
  });

  it('speaks Bangla on Bangla pages, figures and dates in Bengali digits', async () => {
    renderPage(testMyCompany({ role: 'owner' }), 'bn');
    const table = await screen.findByRole('table', { name: 'বাকিতে দেওয়া অর্ডার' });
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[1]!)).toContain('৳১,০০,০০০.১০');
    expect(within(rows[1]!).getByText('মেয়াদোত্তীর্ণ')).toBeInTheDocument();
    expect(cellsOf(rows[4]!)).toContain('৳১,২০,০০০.৩০');
    expect(screen.getByRole('button', { name: 'CSV ডাউনলোড করুন' })).toBeInTheDocument();
  });
});
