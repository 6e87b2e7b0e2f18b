import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderStatus } from '@store/contract/order';
import { describe, expect, it, vi } from 'vitest';
import { answerFetches, jsonResponse, sentRequests, renderWithProviders, signedIn } from '../../../test/render';
import ManageOrdersPage from './manage-orders-page';
import { OrderActions } from './order-actions';
import { testOrder } from '../../../test/order';

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
    ['confirmed', ['Ship', 'Cancel']],
    ['shipped', ['Mark delivered']],
    ['delivered', []],
    ['cancelled', []],
  ] as const)('offers a %s order the moves %j', (status, labels) => {
    render(<OrderActions order={order('o1', status)} onMove={() => {}} />);
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(labels);
  });

  it('tells which status a button moves to', async () => {
    const onMove = vi.fn();
    const shipped = order('o1', 'shipped');
    render(<OrderActions order={shipped} onMove={onMove} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(onMove).toHaveBeenCalledWith(shipped, 'delivered');
  });
});

describe('Manage Orders', () => {
  function renderPage() {
    return renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manageorders', session: signedIn({ admin: true }) });
  }

  it('lists every order with customer, tool, quantity, total and status', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ orders: [order('o1', 'pending'), order('o2', 'delivered', { email: 'other@example.com' })], nextCursor: null }),
    );
    renderPage();

    const first = await screen.findByRole('row', { name: /customer@example.com/ });
    expect(within(first).getByText('Cordless Drill')).toBeInTheDocument();
    expect(within(first).getByText('10')).toBeInTheDocument();
    expect(within(first).getByText('$200.00')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    const delivered = screen.getByRole('row', { name: /other@example.com/ });
    expect(within(delivered).queryAllByRole('button')).toHaveLength(0);
  });

  it('asks the API for one status when filtered', async () => {
    const fetchSpy = answerFetches(
      jsonResponse({ orders: [order('o1', 'pending')], nextCursor: null }),
      jsonResponse({ orders: [], nextCursor: null }),
    );
    renderPage();
    const user = userEvent.setup();

    await screen.findByRole('row', { name: /customer@example.com/ });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Shipped' }));

    expect(await screen.findByText('There are no shipped orders')).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/orders?scope=all&limit=50', 'GET /api/orders?scope=all&status=shipped&limit=50']);
  });

  it('moves an order to its next status and reloads the list', async () => {
    const fetchSpy = answerFetches(
      jsonResponse({ orders: [order('o1', 'pending')], nextCursor: null }),
      jsonResponse(order('o1', 'confirmed')),
      jsonResponse({ orders: [order('o1', 'confirmed')], nextCursor: null }),
    );
    renderPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('button', { name: 'Ship' })).toBeInTheDocument();
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
