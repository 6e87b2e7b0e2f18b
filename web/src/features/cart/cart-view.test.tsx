import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressBook, SavedAddress } from '@store/contract/address-book';
import type { Cart, CartLine } from '@store/contract/cart';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { gateway } from '../../domains/payments/payment-redirect';
import { testOrder, testPayment } from '../../test/order';
import { jsonResponse, LocationDisplay, renderWithProviders, signedIn } from '../../test/render';
import CartView from './cart-view';

const line = (toolId: string, name: string, quantity: number, unitPrice: number, problems: CartLine['problems'] = []): CartLine => ({
  toolId,
  quantity,
  unitPrice,
  lineTotal: unitPrice * quantity,
  problems,
  tool: { name, slug: toolId, picture: `/tools/${toolId}.svg`, minimum: 5, available: 40, i18n: {} },
});

const cartOf = (...lines: CartLine[]): Cart => ({ lines, total: lines.reduce((sum, l) => sum + l.lineTotal, 0), currency: 'BDT' });

const drill = line('drill', 'Cordless Drill', 10, 8);
const saw = line('saw', 'Circular Saw', 2, 20, [{ code: 'below-minimum', message: 'The minimum order is 5' }]);
const fixedSaw = line('saw', 'Circular Saw', 5, 20);

const CHARGES: Record<string, { zone: string; charge: number; estimateDays: { min: number; max: number } }> = {
  dhaka: { zone: 'dhaka-city', charge: 80, estimateDays: { min: 1, max: 2 } },
  chattogram: { zone: 'outside-dhaka', charge: 210, estimateDays: { min: 3, max: 5 } },
};

const EMPTY_BOOK: AddressBook = { addresses: [], defaultId: null };

/**
 * The API as `others` answers it, POST /api/delivery/quote as the server would for the district asked, and the
 * address book as `book` (empty unless given): POST /api/addresses as `saved` answers it (201 with the address added).
 */
function answering(
  others: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  book: AddressBook = EMPTY_BOOK,
  saved?: () => Promise<Response>,
) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/addresses') {
      if (init?.method !== 'POST') return jsonResponse(book);
      if (saved) return saved();
      const id = 'new-address';
      return jsonResponse({ addresses: [...book.addresses, { id, ...JSON.parse(String(init.body)) }], defaultId: book.defaultId ?? id, id }, 201);
    }
    if (String(input) !== '/api/delivery/quote') return others(input, init);
    const { district } = JSON.parse(String(init?.body)) as { district: string };
    return jsonResponse({ method: 'courier', district, weightKg: 15, ...CHARGES[district]! });
  };
}

const bookOf = (...addresses: SavedAddress[]): AddressBook => ({ addresses, defaultId: addresses[1]?.id ?? addresses[0]?.id ?? null });
const agrabad: SavedAddress = { id: 'agrabad', label: 'Warehouse', lines: 'House 12, Road 3', area: 'Agrabad', district: 'chattogram' };
const mirpur: SavedAddress = { id: 'mirpur', lines: 'Flat 4B, House 9, Road 2, Section 6', area: 'Mirpur', district: 'dhaka' };

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  localStorage.clear();
});

function renderCart() {
  renderWithProviders(
    <Routes>
      <Route path="/cart" element={<CartView />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route: '/cart', session: signedIn() },
  );
  return userEvent.setup();
}

async function fillDelivery(user: ReturnType<typeof userEvent.setup>, po = 'PO-77') {
  // Dhaka, the visitor's district until they choose one, is priced first.
  await waitFor(() => expect(screen.getByTestId('delivery-charge')).toHaveTextContent('৳80'));
  await user.type(screen.getByLabelText(/^Street address/), 'Plot 14, Road 7');
  await user.type(screen.getByLabelText(/^Area/), 'Tejgaon');
  await user.type(screen.getByLabelText(/^Mobile number/), '+880 1911 424242');
  if (po) await user.type(screen.getByLabelText(/^PO number/), po);
}

describe('Cart', () => {
  it('shows skeletons while the cart loads', () => {
    fetchSpy.mockReturnValue(new Promise(() => {}));
    renderCart();
    expect(screen.getByLabelText('Loading your cart')).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the cart is empty, with a way to the tools', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(cartOf()));
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tools' })).toHaveAttribute('href', '/tools');
  });

  it('shows a failed load readably, and tries again', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500)).mockResolvedValue(jsonResponse(cartOf(drill)));
    const user = renderCart();
    expect(await screen.findByText(/Could not load your cart/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Cart lines' })).toBeInTheDocument();
  });

  it('lists each line with its unit price and total, says beside a quantity what is wrong, and keeps checkout closed until it is fixed', async () => {
    fetchSpy.mockImplementation(
      answering(async (_input, init) => (init?.method === 'PUT' ? jsonResponse(cartOf(drill, fixedSaw)) : jsonResponse(cartOf(drill, saw)))),
    );
    const user = renderCart();
    const lines = within(await screen.findByRole('list', { name: 'Cart lines' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Cordless Drill');
    expect(within(lines[0]!).getByTestId('unit-price')).toHaveTextContent('৳8 per unit');
    expect(within(lines[0]!).getByTestId('line-total')).toHaveTextContent(/^৳80$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^৳120$/);
    const sawQuantity = screen.getByRole('spinbutton', { name: 'Quantity of Circular Saw' });
    expect(sawQuantity).toHaveAccessibleDescription('The minimum order is 5');
    expect(sawQuantity).toHaveAttribute('aria-invalid', 'true');

    await fillDelivery(user);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByText('Fix the quantities marked in red before checking out.')).toBeInTheDocument();

    await user.clear(sawQuantity);
    await user.type(sawQuantity, '5');
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent(/^৳180$/), { timeout: 3000 });
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/cart/lines/saw');
    expect(JSON.parse(String(put[1]?.body))).toEqual({ quantity: 5 });
    expect(sawQuantity).not.toHaveAttribute('aria-invalid', 'true');
    // Other lines weigh otherwise: the delivery is priced again before the order can be placed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
  });

  it('checks out every line at the total shown, with a PO and an Idempotency-Key, and opens the new order', async () => {
    const order = testOrder({
      id: 'order-42', uid: 'customer-uid', email: 'customer@example.com', toolId: 'drill', toolname: 'Cordless Drill', quantity: 10, unitPrice: 8,
      total: 180, address: 'Plot 14, Tejgaon, Dhaka', phone: '+880 1911 424242', status: 'pending', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z',
    });
    fetchSpy.mockImplementation(answering(async (input) => (String(input) === '/api/orders' ? jsonResponse(order, 201) : jsonResponse(cartOf(drill, fixedSaw)))));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/orders/order-42');
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/orders')!;
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      lines: [{ toolId: 'drill', quantity: 10 }, { toolId: 'saw', quantity: 5 }],
      delivery: { method: 'courier', address: { lines: 'Plot 14, Road 7', area: 'Tejgaon', district: 'dhaka' } },
      phone: '+880 1911 424242',
      poNumber: 'PO-77',
      expectedTotal: 260,
      paymentMethod: 'cod',
    });
    // The new address is kept in the address book (the box is ticked from the start), and the product pages price
    // delivery to its district.
    const [, saved] = fetchSpy.mock.calls.find(([url, init]) => url === '/api/addresses' && init?.method === 'POST')!;
    expect(JSON.parse(String(saved?.body))).toEqual({ lines: 'Plot 14, Road 7', area: 'Tejgaon', district: 'dhaka' });
    expect(localStorage.getItem('voltforge:delivery-district')).toBe('dhaka');
    expect(localStorage.getItem('voltforge:delivery-address:customer-uid')).toBeNull();
  });

  it('pays online: places the order so, and sends the browser to the gateway rather than the order page', async () => {
    const redirectUrl = 'http://127.0.0.1:41500/gateway/pay/session-key-1';
    const order = testOrder({
      id: 'order-43', uid: 'customer-uid', email: 'customer@example.com', toolId: 'drill', toolname: 'Cordless Drill', quantity: 10, unitPrice: 8,
      total: 180, address: 'Plot 14, Tejgaon, Dhaka', phone: '+880 1911 424242', status: 'awaiting-payment', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z',
      payment: testPayment(180, { method: 'online', status: 'awaiting', expiresAt: '2026-03-01T00:30:00.000Z', redirectUrl }),
    });
    const open = vi.spyOn(gateway, 'open').mockImplementation(() => {});
    fetchSpy.mockImplementation(answering(async (input) => (String(input) === '/api/orders' ? jsonResponse(order, 201) : jsonResponse(cartOf(drill, fixedSaw)))));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await fillDelivery(user, '');
    await user.click(screen.getByRole('radio', { name: /^Pay online/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith(redirectUrl));
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/orders')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ expectedTotal: 260, paymentMethod: 'online' });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('pays a cart above the COD limit by bank transfer unless told otherwise, cash on delivery closed', async () => {
    const generator = line('generator', 'Diesel Generator 30 kVA', 5, 180_000.5);
    fetchSpy.mockImplementation(answering(async (input) => (String(input) === '/api/orders' ? new Promise(() => {}) : jsonResponse(cartOf(generator)))));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Cash on delivery/ })).toBeDisabled());
    expect(screen.getByText('Cash on delivery is available for orders up to ৳50,000.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url]) => url === '/api/orders')).toBe(true));
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/orders')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ expectedTotal: 900_082.5, paymentMethod: 'bank-transfer' });
  });

  it('says beside the PO number that it is too long, before sending', async () => {
    fetchSpy.mockImplementation(answering(async () => jsonResponse(cartOf(drill, fixedSaw))));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await fillDelivery(user, 'P'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByLabelText(/^PO number/)).toHaveAccessibleDescription('The PO number must be at most 40 characters'));
    expect(fetchSpy.mock.calls.some(([url]) => url === '/api/orders')).toBe(false);
  });

  it('shows a refusal of a line beside that line, and a price change as the new price', async () => {
    const refusals = [
      jsonResponse({ error: { code: 'insufficient-stock', message: 'Only 3 units of Circular Saw are available', details: [{ field: 'lines.1.quantity', message: 'Only 3 available' }] } }, 409),
      jsonResponse({ error: { code: 'price-changed', message: 'Prices have changed: the total is now ৳190', details: [{ field: 'expectedTotal', message: 'The total is now ৳190' }] } }, 409),
    ];
    fetchSpy.mockImplementation(answering(async (input) => (String(input) === '/api/orders' ? refusals.shift()! : jsonResponse(cartOf(drill, fixedSaw)))));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 units of Circular Saw are available');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Circular Saw' })).toHaveAccessibleDescription('Only 3 available');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();

    const sawQuantity = screen.getByRole('spinbutton', { name: 'Quantity of Circular Saw' });
    await user.clear(sawQuantity);
    await user.type(sawQuantity, '5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Prices have changed: the total is now ৳190. The cart now shows the new prices: check them and press Place order again.',
      ),
    );
  });

  it('removes a line', async () => {
    fetchSpy.mockImplementation(answering(async (_input, init) => (init?.method === 'DELETE' ? jsonResponse(null, 204) : jsonResponse(cartOf(drill, fixedSaw)))));
    const user = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Circular Saw from the cart' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url, init]) => url === '/api/cart/lines/saw' && init?.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Circular Saw removed from your cart')).toBeInTheDocument();
  });
  it('prices delivery to the district chosen, and says the total with it', async () => {
    fetchSpy.mockImplementation(answering(async () => jsonResponse(cartOf(drill, fixedSaw))));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('৳260'));
    expect(screen.getByText('Delivery to Dhaka, 1–2 days')).toBeInTheDocument();
    const district = screen.getByRole('combobox', { name: /^District/ });
    await user.clear(district);
    await user.type(district, 'Chatto');
    await user.click(await screen.findByRole('option', { name: 'Chattogram' }));
    await waitFor(() => expect(screen.getByTestId('delivery-charge')).toHaveTextContent('৳210'));
    expect(screen.getByText('Delivery to Chattogram, 3–5 days')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('৳390');
    const quote = fetchSpy.mock.calls.filter(([url]) => url === '/api/delivery/quote').at(-1)!;
    expect(JSON.parse(String(quote[1]?.body))).toEqual({ lines: [{ toolId: 'drill', quantity: 10 }, { toolId: 'saw', quantity: 5 }], district: 'chattogram' });
  });

  it('asks for the street, the area and the district of a courier delivery, before sending', async () => {
    fetchSpy.mockImplementation(answering(async () => jsonResponse(cartOf(drill, fixedSaw))));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await waitFor(() => expect(screen.getByTestId('delivery-charge')).toHaveTextContent('৳80'));
    await user.clear(screen.getByRole('combobox', { name: /^District/ }));
    await user.click(screen.getByLabelText(/^Mobile number/));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByLabelText(/^Street address/)).toHaveAccessibleDescription('Write the house and road'));
    expect(screen.getByLabelText(/^Area/)).toHaveAccessibleDescription('Write the thana or upazila');
    expect(screen.getByRole('combobox', { name: /^District/ })).toHaveAccessibleDescription('Choose the district');
    expect(screen.getByText('Delivery: choose the district to see the charge')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => url === '/api/orders')).toBe(false);
  });

  it('collects at the sales counter for free: its name, address and hours, and an order without an address', async () => {
    const order = testOrder({
      id: 'order-44', uid: 'customer-uid', email: 'customer@example.com', toolId: 'drill', toolname: 'Cordless Drill', quantity: 10, unitPrice: 8,
      total: 180, address: 'Plot 14, Road 7, Tejgaon Industrial Area, Dhaka 1208', phone: '+880 1911 424242', status: 'pending', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z',
    });
    fetchSpy.mockImplementation(answering(async (input) => (String(input) === '/api/orders' ? jsonResponse(order, 201) : jsonResponse(cartOf(drill, fixedSaw)))));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await user.click(screen.getByRole('radio', { name: 'Pickup at the sales counter (free)' }));
    expect(screen.getByRole('radio', { name: 'Pickup at the sales counter (free)' })).toHaveAccessibleDescription(/Voltforge Tools sales counter.*Tejgaon Industrial Area.*Saturday to Thursday/);
    expect(screen.queryByLabelText(/^Street address/)).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-charge')).toHaveTextContent('Free');
    expect(screen.getByTestId('order-total')).toHaveTextContent('৳180');
    await user.type(screen.getByLabelText(/^Mobile number/), '+880 1911 424242');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/orders/order-44');
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/orders')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      lines: [{ toolId: 'drill', quantity: 10 }, { toolId: 'saw', quantity: 5 }],
      delivery: { method: 'pickup' },
      phone: '+880 1911 424242',
      expectedTotal: 180,
      paymentMethod: 'cod',
    });
  });

  it('offers the saved addresses with the default chosen, prices delivery to its district, and places the order there, saving nothing', async () => {
    const order = testOrder({
      id: 'order-45', uid: 'customer-uid', email: 'customer@example.com', toolId: 'drill', toolname: 'Cordless Drill', quantity: 10, unitPrice: 8,
      total: 180, address: 'Flat 4B, Mirpur, Dhaka', phone: '+880 1911 424242', status: 'pending', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z',
    });
    fetchSpy.mockImplementation(answering(async (input) => (String(input) === '/api/orders' ? jsonResponse(order, 201) : jsonResponse(cartOf(drill, fixedSaw))), bookOf(agrabad, mirpur)));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    const choices = within(await screen.findByRole('radiogroup', { name: 'Deliver to' }));
    expect(choices.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'WarehouseHouse 12, Road 3Agrabad, Chattogram',
      'Flat 4B, House 9, Road 2, Section 6DefaultMirpur, Dhaka',
      'A new address',
    ]);
    expect(choices.getByRole('radio', { name: /^Flat 4B/ })).toBeChecked();
    // A saved address needs no fields of its own.
    expect(screen.queryByLabelText(/^Street address/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('delivery-charge')).toHaveTextContent('৳80'));
    await user.click(choices.getByRole('radio', { name: /^Warehouse/ }));
    await waitFor(() => expect(screen.getByTestId('delivery-charge')).toHaveTextContent('৳210'));
    expect(screen.getByText('Delivery to Chattogram, 3–5 days')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mobile number/), '+880 1911 424242');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/orders/order-45');
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/orders')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      delivery: { method: 'courier', address: { lines: 'House 12, Road 3', area: 'Agrabad', district: 'chattogram' } },
      expectedTotal: 390,
    });
    expect(fetchSpy.mock.calls.some(([url, options]) => url === '/api/addresses' && options?.method === 'POST')).toBe(false);
  });

  it('takes a new address instead, with a box to save it, and asks for its fields', async () => {
    fetchSpy.mockImplementation(answering(async () => jsonResponse(cartOf(drill, fixedSaw)), bookOf(agrabad, mirpur)));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await user.click(await screen.findByRole('radio', { name: 'A new address' }));
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Save this address to my profile' })).toBeChecked();
    await user.click(screen.getByLabelText(/^Mobile number/));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByLabelText(/^Street address/)).toHaveAccessibleDescription('Write the house and road'));
    expect(fetchSpy.mock.calls.some(([url]) => url === '/api/orders')).toBe(false);
  });

  it('places the order when the address cannot be saved, and says why it was not (a full address book)', async () => {
    const order = testOrder({
      id: 'order-46', uid: 'customer-uid', email: 'customer@example.com', toolId: 'drill', toolname: 'Cordless Drill', quantity: 10, unitPrice: 8,
      total: 180, address: 'Plot 14, Tejgaon, Dhaka', phone: '+880 1911 424242', status: 'pending', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z',
    });
    const full = async () => jsonResponse({ error: { code: 'address-book-full', message: 'Your address book already has 10 addresses' } }, 409);
    fetchSpy.mockImplementation(answering(async (input) => (String(input) === '/api/orders' ? jsonResponse(order, 201) : jsonResponse(cartOf(drill, fixedSaw))), EMPTY_BOOK, full));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/orders/order-46');
    expect(await screen.findByText('Your order is placed, but the address was not saved: your address book is full (10 addresses).')).toBeInTheDocument();
  });

  it('saves nothing when the box is cleared', async () => {
    const order = testOrder({
      id: 'order-47', uid: 'customer-uid', email: 'customer@example.com', toolId: 'drill', toolname: 'Cordless Drill', quantity: 10, unitPrice: 8,
      total: 180, address: 'Plot 14, Tejgaon, Dhaka', phone: '+880 1911 424242', status: 'pending', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z',
    });
    fetchSpy.mockImplementation(answering(async (input) => (String(input) === '/api/orders' ? jsonResponse(order, 201) : jsonResponse(cartOf(drill, fixedSaw)))));
    const user = renderCart();
    await screen.findByRole('list', { name: 'Cart lines' });
    await fillDelivery(user);
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my profile' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/orders/order-47');
    expect(fetchSpy.mock.calls.some(([url, options]) => url === '/api/addresses' && options?.method === 'POST')).toBe(false);
  });
});
