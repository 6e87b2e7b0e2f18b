import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testOrder } from '../../test/order';
import { jsonResponse, renderWithProviders, signedIn } from '../../test/render';
import MyOrdersPage from './my-orders-page';

vi.mock('../../lib/firestore', () => ({ loadFirestore: () => new Promise(() => {}) }));

const order = (n: number, status: 'pending' | 'shipped' = 'pending') =>
  testOrder({
    id: `order-${n}`, uid: 'customer-uid', email: 'customer@example.com', toolId: `tool-${n}`, toolname: `Tool ${n}`, quantity: 2, unitPrice: 5,
    total: 10, address: 'Road 1, Dhaka', phone: '+880 1700 000000', status, createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z',
  });

describe('My Orders page', () => {
  it('links each order to its page, loads more orders page after page, and filters by status', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const query = new URL(String(input), 'http://localhost').searchParams;
      if (query.get('status') === 'shipped') return jsonResponse({ orders: [order(9, 'shipped')], nextCursor: null });
      return query.get('cursor') === 'page-2'
        ? jsonResponse({ orders: [order(3)], nextCursor: null })
        : jsonResponse({ orders: [order(1), order(2)], nextCursor: 'page-2' });
    });
    renderWithProviders(<MyOrdersPage />, { session: signedIn() });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'My orders' });
    await within(table).findByRole('link', { name: 'Tool 1' });
    expect(within(table).getByRole('link', { name: 'Tool 1' })).toHaveAttribute('href', '/dashboard/orders/order-1');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('link', { name: 'Tool 3' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Shipped' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'My orders' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Tool 9' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/orders?limit=20',
      '/api/orders?limit=20&cursor=page-2',
      '/api/orders?status=shipped&limit=20',
    ]);
  });

  it('says when no order has the status asked for', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      jsonResponse(String(input).includes('status=') ? { orders: [], nextCursor: null } : { orders: [order(1)], nextCursor: null }),
    );
    renderWithProviders(<MyOrdersPage />, { session: signedIn() });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Tool 1' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    expect(await screen.findByText('You have no delivered orders')).toBeInTheDocument();
  });
});
