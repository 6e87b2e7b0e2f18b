import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@store/contract/order';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { jsonResponse, renderWithProviders, signedIn } from '../../test/render';
import { PurchaseForm } from './purchase-form';
import { testTool } from '../../test/tool';
import { gateway } from '../../domains/payments/payment-redirect';
import { knownTradeAccount } from '../../test/my-company';
import { testOrder, testPayment } from '../../test/order';

const tool = testTool({
  id: 'tool-1',
  name: 'Cordless Drill 18V',
  slug: 'cordless-drill-18v',
  description: 'A drill.',
  picture: '/tools/cordless-drill-18v.svg',
  price: 12.5,
  minimum: 10,
  available: 50,
});

const order: Order = testOrder({
  id: 'order-abc123',
  uid: 'customer-uid',
  email: 'customer@example.com',
  toolId: tool.id,
  toolname: tool.name,
  unitPrice: tool.price,
  quantity: 12,
  total: 150,
  address: 'House 1, Road 2, Dhaka',
  phone: '+880 1712 345678',
  status: 'pending',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
});

function renderForm(onOrdered = vi.fn()) {
  renderWithProviders(<PurchaseForm tool={tool} onOrdered={onOrdered} />, { session: signedIn(), queryClient: knownTradeAccount() });
  return { user: userEvent.setup(), onOrdered };
}

const quantityInput = () => screen.getByLabelText(/^Quantity/);
const purchaseButton = () => screen.getByRole('button', { name: 'Purchase' });

async function fillValid(user: ReturnType<typeof userEvent.setup>, quantity = '12') {
  await user.type(screen.getByLabelText(/^Address/), 'House 1, Road 2, Dhaka');
  await user.clear(quantityInput());
  if (quantity) await user.type(quantityInput(), quantity);
  await user.type(screen.getByLabelText(/^Mobile number/), '+880 1712 345678');
}

describe('PurchaseForm', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });

  it('starts at the minimum order and shows the live total', async () => {
    const { user } = renderForm();
    expect(quantityInput()).toHaveValue(10);
    // ৳125 of goods and their delivery to Dhaka (an address naming no district): 10 kg, a tool without a weight
    // counting 1 kg, ৳80 for the first 2 and ৳20 for each kilogram above.
    expect(screen.getByText('Delivery to Dhaka, 1–2 days')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-charge')).toHaveTextContent('৳240');
    expect(screen.getByTestId('total-price')).toHaveTextContent(/^৳365$/);
    await user.clear(quantityInput());
    await user.type(quantityInput(), '13');
    expect(screen.getByTestId('total-price')).toHaveTextContent('৳462.50');
    // The district the address names is the one delivered to.
    await user.type(screen.getByLabelText(/^Address/), 'House 4, Agrabad, Chattogram');
    expect(screen.getByText('Delivery to Chattogram, 3–5 days')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-charge')).toHaveTextContent('৳480');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('type', 'tel');
  });

  it.each([
    ['below the minimum', '5', 'The minimum order is 10'],
    ['above the available units', '51', 'Only 50 available'],
    ['a fractional quantity', '10.5', 'Quantity must be a whole number'],
    ['an empty quantity', '', 'Quantity must be a number'],
  ])('says so beside the quantity for %s, before sending', async (_case, quantity, message) => {
    const { user } = renderForm();
    await fillValid(user, quantity);
    await user.click(purchaseButton());
    await waitFor(() => expect(quantityInput()).toHaveAccessibleDescription(message));
    expect(quantityInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('requires an address and a plausible mobile number', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Mobile number/), 'call me');
    await user.click(purchaseButton());
    await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription('Address is required'));
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'Phone may only contain digits, spaces, ( ) - and a leading +',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('places the order once, with an Idempotency-Key, and shows its number and a link to My Orders', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(order, 201));
    const { user, onOrdered } = renderForm();
    await fillValid(user);
    await user.click(purchaseButton());

    expect(await screen.findByText(order.id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/orders');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      toolId: 'tool-1',
      quantity: 12,
      address: 'House 1, Road 2, Dhaka',
      phone: '+880 1712 345678',
      // The total shown (12 x 12.50 and ৳280 to deliver 12 kg in Dhaka): the server refuses the order if its own differs.
      expectedTotal: 430,
      // Left as it was: cash on delivery, within the COD limit.
      paymentMethod: 'cod',
    });
    expect(onOrdered).toHaveBeenCalledWith(order);
  });

  it('pays online at the gateway once the order is placed', async () => {
    const redirectUrl = 'http://127.0.0.1:41500/gateway/pay/session-key-2';
    const open = vi.spyOn(gateway, 'open').mockImplementation(() => {});
    fetchSpy.mockResolvedValue(
      jsonResponse({ ...order, status: 'awaiting-payment', payment: testPayment(150, { method: 'online', status: 'awaiting', redirectUrl }) }, 201),
    );
    const { user, onOrdered } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: /^Pay online/ }));
    await user.click(purchaseButton());
    await waitFor(() => expect(open).toHaveBeenCalledWith(redirectUrl));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({ paymentMethod: 'online' });
    expect(onOrdered).not.toHaveBeenCalled();
  });

  it('keeps cash on delivery for a total within the COD limit, and says a refusal of it readably', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse({ error: { code: 'cod-limit', message: 'Cash on delivery is available for orders up to ৳50,000' } }, 409),
    );
    const { user } = renderForm();
    await fillValid(user, '12');
    expect(screen.getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
    // 50 units of ৳12.50 stay within the limit (the cart's tests hold one above it).
    await user.clear(quantityInput());
    await user.type(quantityInput(), '50');
    expect(screen.getByRole('radio', { name: /^Cash on delivery/ })).toBeEnabled();
    await user.click(purchaseButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Cash on delivery is available for orders up to ৳50,000');
  });

  it('reuses the key when retrying after a network error, and takes a new one when the form changes', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchSpy.mockResolvedValue(jsonResponse(order, 201));
    const { user } = renderForm();
    await fillValid(user);

    await user.click(purchaseButton());
    expect(await screen.findByText(/Cannot reach the server/)).toBeInTheDocument();
    await user.click(purchaseButton());
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    await user.clear(quantityInput());
    await user.type(quantityInput(), '11');
    await user.click(purchaseButton());
    await screen.findByText(order.id);

    const keys = fetchSpy.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows a stock conflict from the server beside the quantity', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: 'insufficient-stock',
            message: 'Only 8 units of Cordless Drill 18V are available',
            details: [{ field: 'quantity', message: 'Only 8 available' }],
          },
        },
        409,
      ),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(purchaseButton());
    await waitFor(() => expect(quantityInput()).toHaveAccessibleDescription('Only 8 available'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only 8 units of Cordless Drill 18V are available');
  });

  it('shows the new price when it changed since the page showed it, and asks again', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: 'price-changed',
            message: 'The price of Cordless Drill 18V has changed: the total is now ৳180',
            details: [{ field: 'expectedTotal', message: 'The total is now ৳180' }],
          },
        },
        409,
      ),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(purchaseButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price of Cordless Drill 18V has changed: the total is now ৳180. Check the new price and press Purchase again to order at it.',
    );
    expect(purchaseButton()).toBeEnabled();
  });

  it('shows the unit price for the quantity beside it (volume prices applied), and adds that quantity to the cart', async () => {
    fetchSpy.mockImplementation(async (input, init) =>
      jsonResponse(init?.method === 'PUT' ? { lines: [], total: 0 } : String(input) === '/api/cart' ? { lines: [], total: 0 } : null),
    );
    renderWithProviders(<PurchaseForm tool={{ ...tool, priceTiers: [{ minQuantity: 20, unitPrice: 11 }] }} />, { session: signedIn(), queryClient: knownTradeAccount() });
    const user = userEvent.setup();
    expect(quantityInput()).toHaveAccessibleDescription('৳12.50 per unit · from 10 to 50 units');
    await user.clear(quantityInput());
    await user.type(quantityInput(), '20');
    expect(quantityInput()).toHaveAccessibleDescription('৳11 per unit · from 10 to 50 units');
    expect(screen.getByTestId('total-price')).toHaveTextContent(/^৳660$/);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(/Your cart now holds 20 × Cordless Drill 18V/)).toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/cart/lines/tool-1');
    expect(JSON.parse(String(put[1]?.body))).toEqual({ quantity: 20 });
  });

  it('explains a rate limit', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ error: { code: 'rate-limited', message: 'Slow down' } }, 429));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(purchaseButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
  });
});
