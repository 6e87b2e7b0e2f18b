import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@store/contract/order';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { formatOrderDate } from '../../domains/orders/order-display';
import { answerApi } from '../../test/api-answers';
import { testMyCompany } from '../../test/my-company';
import { testPayment } from '../../test/order';
import { jsonResponse, LocationDisplay, renderWithProviders, signedIn } from '../../test/render';
import OrderDetailPage from './order-detail-page';

// Live status changes come from a Firestore listener, which these tests leave unstarted.
vi.mock('../../lib/firestore', () => ({ loadFirestore: () => new Promise(() => {}) }));

const order: Order = {
  id: 'order-42',
  uid: 'customer-uid',
  email: 'customer@example.com',
  lines: [
    { toolId: 'drill', toolname: 'Cordless Drill', quantity: 10, unitPrice: 8, lineTotal: 80 },
    { toolId: 'saw', toolname: 'Circular Saw', quantity: 5, unitPrice: 20, lineTotal: 100 },
  ],
  toolIds: ['drill', 'saw'],
  total: 180,
  currency: 'BDT',
  address: 'Plot 14, Tejgaon, Dhaka',
  phone: '+880 1911 424242',
  poNumber: 'PO-2026-0042',
  status: 'confirmed',
  history: [
    { status: 'pending', at: '2026-03-01T08:00:00.000Z', by: 'customer' },
    { status: 'confirmed', at: '2026-03-02T09:00:00.000Z', by: 'admin' },
  ],
  payment: testPayment(180),
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
};

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

function renderOrder(session = signedIn()) {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/orders/:id" element={<OrderDetailPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route: '/dashboard/orders/order-42', session },
  );
  return userEvent.setup();
}

describe('Order page', () => {
  it('shows the number, date, status history, lines, total, address, phone and PO number', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(order));
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order order-42' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/orders/order-42');
    expect(screen.getByText(`Placed ${formatOrderDate(order.createdAt)}`)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Order lines' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['ToolQuantityUnit priceLine total', 'Cordless Drill10৳8৳80', 'Circular Saw5৳20৳100', 'Total৳180']);
    expect(screen.getByText('Plot 14, Tejgaon, Dhaka')).toBeInTheDocument();
    expect(screen.getByText('+880 1911 424242')).toBeInTheDocument();
    expect(screen.getByText('PO-2026-0042')).toBeInTheDocument();
    const history = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      `Pending${formatOrderDate('2026-03-01T08:00:00.000Z')}, by you`,
      `Confirmed${formatOrderDate('2026-03-02T09:00:00.000Z')}, by the shop`,
    ]);
    // Not pending: no cancelling. The invoice's heading is there for print only.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByTestId('invoice-header')).toHaveTextContent('Voltforge Tools');
    expect(screen.getByTestId('invoice-header')).toHaveAttribute('data-print', 'only');
  });

  it('prints the invoice with the browser', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(order));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Print invoice' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('puts the same lines in the cart with Order again, and goes to the cart', async () => {
    fetchSpy.mockImplementation(async (input) =>
      String(input).startsWith('/api/cart/') ? jsonResponse({ lines: [], total: 0 }) : jsonResponse(String(input).endsWith('/shipments') ? { shipments: [] } : order),
    );
    const user = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    const puts = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url, init]) => [url, JSON.parse(String(init?.body))]);
    expect(puts).toEqual([
      ['/api/cart/lines/drill', { quantity: 10 }],
      ['/api/cart/lines/saw', { quantity: 5 }],
    ]);
  });

  it('lets the owner cancel a pending order, after confirming', async () => {
    fetchSpy.mockImplementation(async (input, init) =>
      String(input).endsWith('/shipments')
        ? jsonResponse({ shipments: [] })
        : jsonResponse(init?.method === 'PATCH' ? { ...order, status: 'cancelled' } : { ...order, status: 'pending', history: order.history.slice(0, 1) }),
    );
    const user = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ status: 'cancelled' });
  });

  it('says, before cancelling a paid order, that what was paid comes back', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse({ ...order, status: 'pending', payment: testPayment(180, { method: 'bank-transfer', status: 'paid', amountPaid: 180 }) }),
    );
    const user = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toHaveTextContent(
      'Order order-42 will be cancelled and its units returned to stock. This cannot be undone. The ৳180 already paid will be refunded.',
    );
  });

  it("shows an administrator the customer, without the owner's actions", async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ ...order, status: 'pending' }));
    renderOrder(signedIn({ admin: true, user: { uid: 'admin-uid' } }));
    expect(await screen.findByText('customer@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('says when there is no such order, or it cannot be loaded', async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'not-found', message: 'Order not found' } }, 404))
      .mockResolvedValue(jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500));
    renderOrder();
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
  });
});

describe('Order page of an account order', () => {
  const company = { id: 'company-1', name: 'Rahman Traders', termsDays: 30 };
  const accountOrder: Order = {
    ...order,
    uid: 'buyer-uid',
    email: 'sadia@rahmantraders.com.bd',
    status: 'awaiting-approval',
    history: [{ status: 'awaiting-approval', at: '2026-03-01T08:00:00.000Z', by: 'customer' }],
    payment: testPayment(180, { method: 'account' }),
    company,
  };
  const asApprover = signedIn({ user: { uid: 'approver-uid', email: 'karim@rahmantraders.com.bd' } });

  it('names its trade account and terms, and tells the buyer it waits for approval, with nothing to decide', async () => {
    const api = answerApi({ 'GET /api/orders/order-42': accountOrder, 'GET /api/companies/mine': testMyCompany({ role: 'buyer', orderLimit: 100 }) });
    renderOrder(signedIn({ user: { uid: 'buyer-uid' } }));
    expect(await screen.findByText('Rahman Traders, net 30 days')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This order waits for the approval of an owner or approver of Rahman Traders. Nothing is taken from stock or credit until then.',
    );
    await waitFor(() => expect(api.mock.calls.map(([url]) => String(url))).toContain('/api/companies/mine'));
    expect(screen.queryByRole('button', { name: 'Approve order order-42' })).not.toBeInTheDocument();
  });

  it("gives an approver of the order's company Approve and Reject, and approves it", async () => {
    let approved = false;
    answerApi({
      'GET /api/orders/order-42': () => jsonResponse(approved ? { ...accountOrder, status: 'pending' } : accountOrder),
      'GET /api/companies/mine': testMyCompany({ role: 'approver' }),
      'POST /api/orders/order-42/approval': () => {
        approved = true;
        return jsonResponse({ ...accountOrder, status: 'pending' });
      },
    });
    const user = renderOrder(asApprover);
    await user.click(await screen.findByRole('button', { name: 'Approve order order-42' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve order order-42?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Order order-42 approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve order order-42' })).not.toBeInTheDocument());
  });

  it("gives no decision to an approver of another company", async () => {
    const api = answerApi({ 'GET /api/orders/order-42': accountOrder, 'GET /api/companies/mine': testMyCompany({ id: 'company-2', role: 'approver' }) });
    renderOrder(asApprover);
    expect(await screen.findByRole('status')).toHaveTextContent('This order waits for the approval');
    await waitFor(() => expect(api.mock.calls.map(([url]) => String(url))).toContain('/api/companies/mine'));
    expect(screen.queryByRole('button', { name: 'Approve order order-42' })).not.toBeInTheDocument();
  });

  it('says who rejected an order, when and why', async () => {
    const api = answerApi({
      'GET /api/orders/order-42': {
        ...accountOrder,
        status: 'cancelled',
        approval: { decision: 'reject', by: 'karim@rahmantraders.com.bd', at: '2026-03-02T09:00:00.000Z', reason: 'Over this month’s budget.' },
      },
    });
    renderOrder(signedIn({ user: { uid: 'buyer-uid' } }));
    expect(await screen.findByText('Rejected by karim@rahmantraders.com.bd on Mar 2, 2026. Reason: Over this month’s budget.')).toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => String(url))).not.toContain('/api/companies/mine');
  });

  it('says it in Bangla on Bangla pages', async () => {
    answerApi({
      'GET /api/orders/order-42': {
        ...accountOrder,
        status: 'pending',
        approval: { decision: 'approve', by: 'karim@rahmantraders.com.bd', at: '2026-03-02T09:00:00.000Z' },
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/orders/:id" element={<OrderDetailPage />} />
      </Routes>,
      { route: '/bn/dashboard/orders/order-42', locale: 'bn', session: signedIn({ user: { uid: 'buyer-uid' } }) },
    );
    expect(await screen.findByText('karim@rahmantraders.com.bd ২ মার্চ, ২০২৬ তারিখে অনুমোদন দিয়েছেন।')).toBeInTheDocument();
    expect(screen.getByText('Rahman Traders, ৩০ দিনে পরিশোধ')).toBeInTheDocument();
  });
  it('shows how the order is delivered, its charge before the total, and nothing of it for an order placed before', async () => {
    answerApi({
      'GET /api/orders/order-42': {
        ...order,
        total: 390,
        address: 'House 12, Road 3, Agrabad, Chattogram',
        delivery: { method: 'courier', zone: 'outside-dhaka', district: 'chattogram', weightKg: 21, charge: 210, estimateDays: { min: 3, max: 5 } },
      },
    });
    renderOrder();
    const rows = within(await screen.findByRole('table', { name: 'Order lines' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(-2)).toEqual(['Delivery to Chattogram, 3–5 days৳210', 'Total৳390']);
    expect(screen.getByText('Courier to Chattogram: ৳210, 3–5 days')).toBeInTheDocument();
    expect(screen.getByText('House 12, Road 3, Agrabad, Chattogram')).toBeInTheDocument();
  });

  it('names the sales counter of a pickup, free, in Bangla on a Bangla page', async () => {
    answerApi({
      'GET /api/orders/order-42': { ...order, address: '', delivery: { method: 'pickup', weightKg: 3, charge: 0, estimateDays: { min: 1, max: 1 } } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/orders/:id" element={<OrderDetailPage />} />
      </Routes>,
      { route: '/bn/dashboard/orders/order-42', locale: 'bn', session: signedIn() },
    );
    expect(await screen.findByText('বিক্রয় কাউন্টার থেকে সংগ্রহ: বিনা খরচে, পরের কার্যদিবসে প্রস্তুত')).toBeInTheDocument();
    expect(screen.getByText('ভোল্টফোর্জ টুলস বিক্রয় কাউন্টার')).toBeInTheDocument();
    expect(screen.getByText('শনিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা')).toBeInTheDocument();
  });
});
