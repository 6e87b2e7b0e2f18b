import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderStatus } from '@store/contract/order';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setIdTokenSource } from '../../../lib/api-client';
import { dhakaDay } from '@store/contract/dhaka-time';
import { fakeMatchMedia } from '../../../test/match-media';
import { answerFetches, jsonResponse, LocationDisplay, sentRequests, renderWithProviders, signedIn } from '../../../test/render';
import ManageOrdersPage from './manage-orders-page';
import { OrderActions } from './order-actions';
import { testOrder, testPayment } from '../../../test/order';
import { answerApi } from '../../../test/api-answers';
import { testTool } from '../../../test/tool';

function order(id: string, status: OrderStatus, overrides: Partial<Order> = {}): Order {
  return testOrder({
    id,
    uid: 'customer-uid',
    email: 'customer@example.com',
    toolId: 'drill',
    toolname: 'Cordless Drill',
    unitPrice: 20,
    quantity: 10,
    total: 200,
    address: 'Road 1, Dhaka',
    phone: '+880 1700 000000',
    status,
    createdAt: '2026-08-01T10:00:00.000Z',
    updatedAt: '2026-08-01T10:00:00.000Z',
    ...overrides,
  });
}

describe('OrderActions', () => {
  it.each([
    ['pending', ['Confirm', 'Cancel']],
    // Shipped by its shipments: "Create shipment" stands beside these buttons in the row.
    ['confirmed', ['Cancel']],
    ['partially-shipped', []],
    // Shipped by its status alone, before the store had shipments: delivered by hand too.
    ['shipped', ['Mark delivered']],
    ['delivered', []],
    ['cancelled', []],
    // Only the payment (or the trade account's approval) moves these on; an administrator may cancel them.
    ['awaiting-payment', ['Cancel']],
    ['awaiting-approval', ['Cancel']],
    ['expired', []],
  ] as const)('offers a %s order the moves %j', (status, labels) => {
    renderWithProviders(<OrderActions order={order('o1', status)} onMove={() => {}} />);
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(labels);
  });

  it('tells which status a button moves to', async () => {
    const onMove = vi.fn();
    const shipped = order('o1', 'shipped');
    renderWithProviders(<OrderActions order={shipped} onMove={onMove} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(onMove).toHaveBeenCalledWith(shipped, 'delivered');
  });

  it('leaves the delivery of an order with shipments to them', () => {
    renderWithProviders(<OrderActions order={order('o1', 'shipped', { shipping: { shipments: 2, undelivered: 1, shipped: [10], handOvers: [] } })} onMove={() => {}} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

const page = (orders: Order[], nextCursor: string | null = null) => jsonResponse({ orders, nextCursor });

function renderPage(search = '') {
  return renderWithProviders(
    <>
      <ManageOrdersPage />
      <LocationDisplay />
    </>,
    { route: `/dashboard/manageorders${search}`, session: signedIn({ admin: true }) },
  );
}

const location = () => screen.getByTestId('location');

describe('Manage Orders', () => {

  it('lists every order with customer, tool, quantity, total and status', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ orders: [order('o1', 'pending'), order('o2', 'delivered', { email: 'other@example.com' })], nextCursor: null }),
    );
    renderPage();

    const first = await screen.findByRole('row', { name: /customer@example.com/ });
    expect(within(first).getByText('Cordless Drill')).toBeInTheDocument();
    expect(within(first).getByText('10')).toBeInTheDocument();
    expect(within(first).getByText('৳200')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    const delivered = screen.getByRole('row', { name: /other@example.com/ });
    // No move left; only the cash collected on delivery to record.
    expect(within(delivered).queryAllByRole('button').map((button) => button.textContent)).toEqual(['Record payment']);
  });

  it('shows where each order goes, and links it to its page', async () => {
    answerFetches(
      page([
        order('o1', 'pending', { address: 'House 4, Road 7, Dhanmondi, Dhaka', phone: '+880 1711 111111', poNumber: 'PO-4471' }),
        order('o2', 'pending', { email: 'other@example.com', address: 'Plot 9, Chattogram', phone: '01822 222222' }),
      ]),
    );
    renderPage();

    const first = await screen.findByRole('row', { name: /customer@example.com/ });
    expect(within(first).getByText('House 4, Road 7, Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(within(first).getByText('Phone: +880 1711 111111')).toBeInTheDocument();
    expect(within(first).getByText('PO number: PO-4471')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Cordless Drill' })).toHaveAttribute('href', '/dashboard/orders/o1');
    const second = screen.getByRole('row', { name: /other@example.com/ });
    expect(within(second).getByText('Plot 9, Chattogram')).toBeInTheDocument();
    expect(within(second).getByText('PO number: —')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Customer',
      'Tool',
      'Quantity',
      'Total',
      'Status',
      'Date',
      'Actions',
    ]);
  });

  it('shows the address, phone and PO number on the cards of a phone too', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    answerFetches(page([order('o1', 'pending', { address: 'House 4, Dhaka', phone: '+880 1711 111111', poNumber: 'PO-4471' })]));
    renderPage();

    const cards = await screen.findByRole('list', { name: 'All orders' });
    const card = within(cards).getByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('House 4, Dhaka')).toBeInTheDocument();
    expect(within(card).getByText('Phone: +880 1711 111111')).toBeInTheDocument();
    expect(within(card).getByText('PO number: PO-4471')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Cordless Drill' })).toHaveAttribute('href', '/dashboard/orders/o1');
  });

  it('asks the API for one status when filtered, and keeps it in the URL', async () => {
    const fetchSpy = answerFetches(page([order('o1', 'pending')]), page([]));
    renderPage();
    const user = userEvent.setup();

    await screen.findByRole('row', { name: /customer@example.com/ });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Shipped' }));

    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/orders?scope=all&limit=50', 'GET /api/orders?scope=all&status=shipped&limit=50']);
    expect(location()).toHaveTextContent(/^\/dashboard\/manageorders\?status=shipped$/);
  });

  it('searches by email once typing pauses, and keeps the search in the URL', async () => {
    const fetchSpy = answerFetches(page([order('o1', 'pending'), order('o2', 'pending', { email: 'other@example.com' })]), page([order('o2', 'pending', { email: 'other@example.com' })]));
    renderPage();
    await screen.findByRole('row', { name: /customer@example.com/ });

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search by order number or email' }), 'Other@Example.com');

    await waitFor(() => expect(screen.queryByRole('row', { name: /customer@example.com/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /other@example.com/ })).toBeInTheDocument();
    // One request for the settled search, not one per keystroke.
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/orders?scope=all&limit=50', 'GET /api/orders?scope=all&q=Other%40Example.com&limit=50']);
    expect(location()).toHaveTextContent(/^\/dashboard\/manageorders\?q=Other%40Example.com$/);
  });

  it('searches by order number', async () => {
    const fetchSpy = answerFetches(page([order('o1', 'pending')]), page([order('Xk29aQ', 'pending')]));
    renderPage();
    await screen.findByRole('row', { name: /customer@example.com/ });

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search by order number or email' }), 'Xk29aQ');

    await waitFor(() => expect(sentRequests(fetchSpy)).toEqual(['GET /api/orders?scope=all&limit=50', 'GET /api/orders?scope=all&q=Xk29aQ&limit=50']));
    expect(await screen.findByRole('link', { name: 'Cordless Drill' })).toHaveAttribute('href', '/dashboard/orders/Xk29aQ');
  });

  it('says what is wrong with a search the API would refuse, and sends nothing', async () => {
    const fetchSpy = answerFetches(page([order('o1', 'pending')]));
    renderPage();
    await screen.findByRole('row', { name: /customer@example.com/ });

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search by order number or email' }), 'alice@exa');

    expect(await screen.findByText('The search must be an order number or an email address')).toBeInTheDocument();
    expect(screen.getByText('Correct the highlighted filter to see the orders')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('filters by a range of days, both sent as the API reads them, and kept in the URL', async () => {
    const fetchSpy = answerFetches(page([order('o1', 'pending')]), page([order('o1', 'pending')]), page([]));
    renderPage();
    await screen.findByRole('row', { name: /customer@example.com/ });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-08-01' } });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/manageorders\?from=2026-08-01$/));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-08-31' } });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/manageorders\?from=2026-08-01&to=2026-08-31$/));

    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual([
      'GET /api/orders?scope=all&limit=50',
      'GET /api/orders?scope=all&from=2026-08-01&limit=50',
      'GET /api/orders?scope=all&from=2026-08-01&to=2026-08-31&limit=50',
    ]);
  });

  it('refuses a range that ends before it starts, without asking the API', async () => {
    const fetchSpy = answerFetches(page([order('o1', 'pending')]));
    renderPage('?to=2026-08-01');
    await screen.findByRole('row', { name: /customer@example.com/ });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-08-10' } });

    expect(await screen.findByText('To must not be before from')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/orders?scope=all&to=2026-08-01&limit=50']);
  });

  it('opens with the filters of its URL, combines a new one with them, and clears them all', async () => {
    const fetchSpy = answerFetches(page([order('o1', 'shipped')]), page([]), page([order('o1', 'shipped'), order('o2', 'pending')]));
    renderPage('?status=shipped&from=2026-08-01&to=2026-08-31');

    await screen.findByRole('row', { name: /customer@example.com/ });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Shipped');
    expect(screen.getByLabelText('From')).toHaveValue('2026-08-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-08-31');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by order number or email' }), 'customer@example.com');
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard/manageorders?q=customer%40example.com&status=shipped&from=2026-08-01&to=2026-08-31');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('row', { name: /pending/i })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard\/manageorders$/);
    expect(screen.getByRole('searchbox', { name: 'Search by order number or email' })).toHaveValue('');
    expect(sentRequests(fetchSpy)).toEqual([
      'GET /api/orders?scope=all&status=shipped&from=2026-08-01&to=2026-08-31&limit=50',
      'GET /api/orders?scope=all&q=customer%40example.com&status=shipped&from=2026-08-01&to=2026-08-31&limit=50',
      'GET /api/orders?scope=all&limit=50',
    ]);
  });

  it("shows each order's payment beside its status, but not a payment no longer due on an order that is over", async () => {
    answerFetches(
      page([
        order('o1', 'confirmed', { email: 'due@example.com' }),
        order('o2', 'cancelled', { email: 'refund@example.com', payment: testPayment(200, { status: 'refund-due', amountPaid: 200 }) }),
        order('o3', 'expired', { email: 'expired@example.com', payment: testPayment(200, { method: 'online', status: 'awaiting' }) }),
      ]),
    );
    renderPage();
    expect(within(await screen.findByRole('row', { name: /due@example.com/ })).getByText('Payment due')).toBeInTheDocument();
    const refund = screen.getByRole('row', { name: /refund@example.com/ });
    expect(within(refund).getByText('Cancelled')).toBeInTheDocument();
    expect(within(refund).getByText('Refund due')).toBeInTheDocument();
    const expired = screen.getByRole('row', { name: /expired@example.com/ });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).queryByText('Payment pending')).not.toBeInTheDocument();
  });

  it('opens with the payment filter of its URL, and ignores one it does not know', async () => {
    const fetchSpy = answerFetches(page([order('o1', 'pending')]));
    renderPage('?payment=refund-due');
    await screen.findByRole('row', { name: /customer@example.com/ });
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveTextContent('Refund due');
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/orders?scope=all&payment=refund-due&limit=50']);
  });

  it("records a payment from an order's row, and reloads the list", async () => {
    const paid = order('o1', 'confirmed', { payment: testPayment(200, { status: 'paid', amountPaid: 200 }) });
    const fetchSpy = answerFetches(page([order('o1', 'confirmed')]), jsonResponse(paid, 201), page([paid]));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record payment for Cordless Drill' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payment' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reference/ }), 'Cash receipt 0042');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await within(await screen.findByRole('row', { name: /customer@example.com/ })).findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Record payment/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record refund for Cordless Drill' })).toBeInTheDocument();
    expect(sentRequests(fetchSpy)[1]).toMatch(/^POST \/api\/orders\/o1\/payments \{"kind":"payment","amount":200,"method":"cash","reference":"Cash receipt 0042","at":"\d{4}-\d{2}-\d{2}"\}$/);
    expect(sentRequests(fetchSpy)[2]).toBe('GET /api/orders?scope=all&limit=50');
  });

  it('says when there are no orders at all', async () => {
    answerFetches(page([]));
    renderPage();

    expect(await screen.findByText('There are no orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('loads the next page of the filtered list with Load more', async () => {
    const fetchSpy = answerFetches(page([order('o1', 'pending')], 'next1'), page([order('o2', 'pending', { email: 'other@example.com' })]));
    renderPage('?status=pending');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('row', { name: /other@example.com/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /customer@example.com/ })).toBeInTheDocument();
    expect(sentRequests(fetchSpy)[1]).toBe('GET /api/orders?scope=all&status=pending&limit=50&cursor=next1');
  });

  it('moves an order to its next status and reloads the list', async () => {
    const fetchSpy = answerFetches(
      jsonResponse({ orders: [order('o1', 'pending')], nextCursor: null }),
      jsonResponse(order('o1', 'confirmed')),
      jsonResponse({ orders: [order('o1', 'confirmed')], nextCursor: null }),
    );
    renderPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('button', { name: 'Create shipment for Cordless Drill' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual([
      'GET /api/orders?scope=all&limit=50',
      'PATCH /api/orders/o1 {"status":"confirmed"}',
      'GET /api/orders?scope=all&limit=50',
    ]);
  });

  it('cancels only after confirmation and shows a refusal readably', async () => {
    const fetchSpy = answerFetches(
      jsonResponse({ orders: [order('o1', 'confirmed')], nextCursor: null }),
      jsonResponse({ error: { code: 'invalid-transition', message: 'This order was shipped meanwhile and can no longer be cancelled' } }, 409),
    );
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('This order was shipped meanwhile and can no longer be cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchSpy)[1]).toBe('PATCH /api/orders/o1 {"status":"cancelled"}');
  });

  it('shows a failed load with Retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();

    expect(await screen.findByText(/Cannot reach the server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const LONG_TOOL = 'Hydraulic Workshop Press 50 Tonne with Pressure Gauge, Bed Winch and Heat-Treated Steel Frame';

describe('Manage Orders: shipments', () => {
  const rowOf = (email: string) => screen.findByRole('row', { name: new RegExp(email) });
  const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.textContent);

  it('offers Create shipment instead of Ship while units are left, and opens the order page\'s dialog', async () => {
    const confirmed = order('o1', 'confirmed', { lines: [{ toolId: 'drill', toolname: LONG_TOOL, quantity: 10, unitPrice: 20, lineTotal: 200 }] });
    const fetchSpy = answerApi({
      'GET /api/orders': { orders: [confirmed], nextCursor: null },
      'GET /api/orders/o1/shipments': { shipments: [] },
      'GET /api/tools/drill': testTool({ id: 'drill', name: LONG_TOOL, slug: 'press', description: '', picture: '', price: 20, minimum: 1, available: 5 }),
    });
    renderPage();
    const row = await rowOf('customer@example.com');
    const create = await within(row).findByRole('button', { name: `Create shipment for ${LONG_TOOL}` });
    expect(buttonsOf(row)).toEqual(['Cancel', 'Create shipment', 'Record payment']);

    await userEvent.setup().click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Create a shipment of order o1' });
    expect(await within(dialog).findByRole('group', { name: LONG_TOOL })).toHaveTextContent('Ordered 10, left to ship 10');
    expect(within(dialog).getByRole('radiogroup', { name: 'Carrier' })).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual(expect.arrayContaining(['GET /api/orders/o1/shipments', 'GET /api/tools/drill']));
  });

  it('sums up the shipments of each row, and offers nothing to ship once every unit has left', async () => {
    answerFetches(
      page([
        order('o1', 'partially-shipped', { email: 'partly@example.com', shipping: { shipments: 2, undelivered: 1, shipped: [3], handOvers: [] } }),
        order('o2', 'shipped', { email: 'all@example.com', shipping: { shipments: 1, undelivered: 1, shipped: [10], handOvers: [] } }),
        order('o3', 'delivered', { email: 'done@example.com', shipping: { shipments: 2, undelivered: 0, shipped: [10], handOvers: [] } }),
        // Shipped by hand before the store had shipments: nothing left to ship, delivered by hand.
        order('o4', 'shipped', { email: 'legacy@example.com' }),
      ]),
    );
    renderPage();
    const partly = await rowOf('partly@example.com');
    expect(within(partly).getByText('Shipped 3 of 10 units')).toBeInTheDocument();
    expect(within(partly).getByText('1 of 2 shipments on the way')).toBeInTheDocument();
    expect(await within(partly).findByRole('button', { name: 'Create shipment for Cordless Drill' })).toBeInTheDocument();

    const all = screen.getByRole('row', { name: /all@example.com/ });
    expect(within(all).getByText('The shipment is on its way')).toBeInTheDocument();
    expect(within(all).queryByText(/^Shipped \d/)).not.toBeInTheDocument();
    expect(buttonsOf(all)).toEqual(['Record payment']);

    const done = screen.getByRole('row', { name: /done@example.com/ });
    expect(within(done).queryByText(/on the way|on its way|^Shipped \d/)).not.toBeInTheDocument();
    expect(buttonsOf(done)).toEqual(['Record payment']);

    const legacy = screen.getByRole('row', { name: /legacy@example.com/ });
    expect(buttonsOf(legacy)).toEqual(['Mark delivered', 'Record payment']);
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Create shipment/ })).toHaveLength(1);
  });

  it('marks an own van\'s shipment delivered from the row, with who received it, and reloads the list', async () => {
    const inVan = order('o1', 'shipped', { shipping: { shipments: 2, undelivered: 1, shipped: [10], handOvers: [2] } });
    const delivered = order('o1', 'delivered', { shipping: { shipments: 2, undelivered: 0, shipped: [10], handOvers: [] } });
    let list = inVan;
    const fetchSpy = answerApi({
      'GET /api/orders': () => jsonResponse({ orders: [list], nextCursor: null }),
      'PATCH /api/orders/o1/shipments/2': () => {
        list = delivered;
        return jsonResponse({ orderId: 'o1', number: 2, lines: [], carrier: 'own-van', vehicle: 'DM-TA 11-2345', status: 'delivered', receivedBy: 'Rahim at the gate', codAmount: 0, history: [], createdAt: '2026-08-02T10:00:00.000Z', updatedAt: '2026-08-02T10:00:00.000Z' });
      },
    });
    renderPage();
    const row = await rowOf('customer@example.com');
    const user = userEvent.setup();
    await user.click(await within(row).findByRole('button', { name: 'Mark delivered shipment 2 of Cordless Drill' }));
    // The order's own status change is not offered: its shipments deliver it.
    expect(within(row).queryAllByRole('button', { name: 'Mark delivered' })).toEqual([]);

    const dialog = screen.getByRole('dialog', { name: 'Shipment 2 of order o1 delivered' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(within(dialog).getByText('Write who received the goods')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Received by/ }), 'Rahim at the gate');
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));

    expect(await screen.findByText('Shipment 2 marked delivered')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await rowOf('customer@example.com')).findByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark delivered/ })).not.toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toContain('PATCH /api/orders/o1/shipments/2 {"status":"delivered","receivedBy":"Rahim at the gate"}');
  });

  it('names the shipment on each button when an order has several hand-overs to mark', async () => {
    answerFetches(page([order('o1', 'shipped', { shipping: { shipments: 3, undelivered: 2, shipped: [10], handOvers: [1, 3] } })]));
    renderPage();
    const row = await rowOf('customer@example.com');
    expect(await within(row).findByRole('button', { name: 'Mark delivered shipment 1 of Cordless Drill' })).toHaveTextContent(/^Mark delivered shipment 1$/);
    expect(within(row).getByRole('button', { name: 'Mark delivered shipment 3 of Cordless Drill' })).toHaveTextContent(/^Mark delivered shipment 3$/);
    expect(within(row).getByText('2 of 3 shipments on the way')).toBeInTheDocument();
  });
});

describe('Manage Orders: Export CSV', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    setIdTokenSource(null);
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  /** Catches the file the page hands to the browser: the object URL's Blob and the link that downloads it. */
  function catchDownloads() {
    const files: Blob[] = [];
    const revoked: string[] = [];
    const downloads: { href: string; download: string }[] = [];
    // jsdom has no object URLs, and a click on a link would try to navigate.
    Object.assign(URL, {
      createObjectURL: (file: Blob) => (files.push(file), `blob:orders-${files.length}`),
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href')!, download: this.download });
    });
    return { files, revoked, downloads };
  }

  it('downloads the orders of the current filters, with the admin\'s token, showing progress meanwhile', async () => {
    setIdTokenSource(async () => 'admin-id-token');
    const { files, revoked, downloads } = catchDownloads();
    const csv = 'Order number,Date,Customer email\r\no1,2026-08-01T10:00:00.000Z,customer@example.com\r\n';
    let answerExport: (response: Response) => void = () => {};
    const fetchSpy = answerFetches(page([order('o1', 'shipped')]));
    fetchSpy.mockReturnValueOnce(new Promise<Response>((resolve) => (answerExport = resolve)));
    renderPage('?q=customer%40example.com&status=shipped&from=2026-08-01&to=2026-08-31');
    await screen.findByRole('row', { name: /customer@example.com/ });

    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.setup().click(exportButton);

    expect(await screen.findByRole('progressbar', { name: 'Exporting orders' })).toBeInTheDocument();
    expect(exportButton).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[1]!;
    expect(url).toBe('/api/orders/export?q=customer%40example.com&status=shipped&from=2026-08-01&to=2026-08-31');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer admin-id-token', Accept: expect.stringMatching(/^text\/csv/) });

    answerExport(new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));

    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:orders-1', download: `orders-${dhakaDay()}.csv` }]));
    expect(await files[0]!.text()).toBe(csv);
    await waitFor(() => expect(exportButton).toBeEnabled());
    expect(screen.queryByRole('progressbar', { name: 'Exporting orders' })).not.toBeInTheDocument();
    // The link was only there to be clicked, and the file's URL is let go once the download has it.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revoked).toEqual(['blob:orders-1']));
  });

  it('exports every order when nothing is filtered', async () => {
    const { revoked } = catchDownloads();
    const fetchSpy = answerFetches(page([order('o1', 'pending')]), new Response('Order number\r\n', { headers: { 'Content-Type': 'text/csv' } }));
    renderPage();
    await screen.findByRole('row', { name: /customer@example.com/ });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(sentRequests(fetchSpy)[1]).toBe('GET /api/orders/export');
  });

  it('filters by payment, keeps it in the URL, and exports what it shows', async () => {
    const { revoked } = catchDownloads();
    const fetchSpy = answerFetches(
      page([order('o1', 'pending')]),
      page([order('o2', 'confirmed', { email: 'late@example.com' })]),
      new Response('Order number\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    );
    renderPage('?status=confirmed');
    await screen.findByRole('row', { name: /customer@example.com/ });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Due', 'Overdue', 'Paid', 'Refund due']);
    await user.click(screen.getByRole('option', { name: 'Overdue' }));

    expect(await screen.findByRole('row', { name: /late@example.com/ })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard\/manageorders\?status=confirmed&payment=overdue$/);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(sentRequests(fetchSpy)).toEqual([
      'GET /api/orders?scope=all&status=confirmed&limit=50',
      'GET /api/orders?scope=all&status=confirmed&payment=overdue&limit=50',
      'GET /api/orders/export?status=confirmed&payment=overdue',
    ]);
  });

  it('shows why an export failed, in words, and downloads nothing', async () => {
    const { downloads } = catchDownloads();
    answerFetches(
      page([order('o1', 'pending')]),
      jsonResponse({ error: { code: 'permission-denied', message: 'Only administrators can export orders' } }, 403),
    );
    renderPage();
    await screen.findByRole('row', { name: /customer@example.com/ });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Could not export the orders. Only administrators can export orders')).toBeInTheDocument();
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('Manage Orders in Bangla', () => {
  it('names the page, its columns, statuses and moves in Bangla, with Bengali digits', async () => {
    answerFetches(page([order('o1', 'pending', { poNumber: 'PO-4471' })]));
    renderWithProviders(<ManageOrdersPage />, { route: '/bn/dashboard/manageorders', locale: 'bn', session: signedIn({ admin: true }) });

    expect(screen.getByRole('heading', { level: 1, name: 'অর্ডার ব্যবস্থাপনা' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /customer@example.com/ });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ক্রেতা', 'টুল', 'পরিমাণ', 'মোট', 'অবস্থা', 'তারিখ', 'করণীয়']);
    expect(within(row).getByText('১০')).toBeInTheDocument();
    expect(within(row).getByText('৳২০০')).toBeInTheDocument();
    expect(within(row).getByText('অপেক্ষমাণ')).toBeInTheDocument();
    expect(within(row).getByText('PO নম্বর: PO-4471')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'নিশ্চিত করুন' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'CSV ডাউনলোড করুন' })).toBeEnabled();
  });

  it('sums up the shipments and offers their buttons in Bangla', async () => {
    answerFetches(page([order('o1', 'partially-shipped', { shipping: { shipments: 2, undelivered: 1, shipped: [3], handOvers: [2] } })]));
    renderWithProviders(<ManageOrdersPage />, { route: '/bn/dashboard/manageorders', locale: 'bn', session: signedIn({ admin: true }) });
    const row = await screen.findByRole('row', { name: /customer@example.com/ });
    expect(within(row).getByText('১০টি ইউনিটের ৩টি পাঠানো হয়েছে')).toBeInTheDocument();
    expect(within(row).getByText('২টি চালানের ১টি পথে আছে')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'চালান তৈরি করুন Cordless Drill' })).toHaveTextContent('চালান তৈরি করুন');
    expect(await within(row).findByRole('button', { name: 'ডেলিভারি হয়েছে চিহ্নিত করুন চালান ২, Cordless Drill' })).toHaveTextContent('ডেলিভারি হয়েছে চিহ্নিত করুন');
  });
});
