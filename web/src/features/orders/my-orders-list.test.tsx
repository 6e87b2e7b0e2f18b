import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderStatus } from '@store/contract/order';
import { describe, expect, it, vi } from 'vitest';
import { formatOrderDate } from '../../domains/orders/order-display';
import { ApiError } from '../../lib/api-client';
import { fakeMatchMedia } from '../../test/match-media';
import { renderWithProviders } from '../../test/render';
import { orderFromDocument } from './api/live-order-updates';
import { MyOrdersList } from './my-orders-list';
import { testOrder, testPayment } from '../../test/order';

function order(id: string, status: OrderStatus, toolname: string, createdAt: string): Order {
  return testOrder({
    id,
    uid: 'customer-uid',
    email: 'customer@example.com',
    toolId: `${id}-tool`,
    toolname,
    unitPrice: 12.5,
    quantity: 4,
    total: 50,
    address: 'Road 1, Dhaka',
    phone: '+880 1700 000000',
    status,
    createdAt,
    updatedAt: createdAt,
  });
}

const ORDERS = [
  order('o2', 'pending', 'Angle Grinder', '2026-08-02T09:30:00.000Z'),
  order('o1', 'shipped', 'Cordless Drill', '2026-07-15T12:00:00.000Z'),
];

function renderList(props: Partial<Parameters<typeof MyOrdersList>[0]> = {}) {
  const handlers = { onRetry: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(<MyOrdersList orders={undefined} loading={false} error={undefined} {...handlers} {...props} />);
  return handlers;
}

describe('My Orders list', () => {
  it('shows skeleton rows while loading', () => {
    renderList({ loading: true });
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'My orders' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says there are no orders and links to the catalog', () => {
    renderList({ orders: [] });
    expect(screen.getByText('You have no orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tools' })).toHaveAttribute('href', '/tools');
  });

  it('shows a failed load readably, with Retry', async () => {
    const { onRetry } = renderList({ error: new ApiError(500, 'internal', 'The server had a problem. Please try again.') });
    expect(screen.getByText('The server had a problem. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lists tool, quantity, total, status and date in the given order, with Cancel only while pending', async () => {
    const { onCancel } = renderList({ orders: ORDERS });

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Angle Grinder', 'Cordless Drill']);
    const [pending, shipped] = rows as [HTMLElement, HTMLElement];
    expect(within(pending).getByText('4')).toBeInTheDocument();
    expect(within(pending).getByText('৳50')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText(formatOrderDate('2026-08-02T09:30:00.000Z'))).toBeInTheDocument();
    expect(within(shipped).getByText('Shipped')).toBeInTheDocument();
    expect(within(shipped).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.setup().click(within(pending).getByRole('button', { name: 'Cancel order of Angle Grinder' }));
    expect(onCancel).toHaveBeenCalledWith(ORDERS[0]);
  });
});

describe('My Orders list: payments', () => {
  it("shows the payment's status beside the order's, and Cancel while an online order awaits payment", async () => {
    const awaiting = { ...order('o3', 'awaiting-payment', 'Hydraulic Press', '2026-08-03T09:00:00.000Z'), payment: testPayment(50, { method: 'online', status: 'awaiting' }) };
    const paid = { ...order('o4', 'confirmed', 'Bench Grinder', '2026-08-01T09:00:00.000Z'), payment: testPayment(50, { status: 'paid', amountPaid: 50 }) };
    const { onCancel } = renderList({ orders: [awaiting, paid] });
    const [first, second] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(first).getByText('Payment pending')).toBeInTheDocument();
    expect(within(second).getByText('Confirmed')).toBeInTheDocument();
    expect(within(second).getByText('Paid')).toBeInTheDocument();
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Cancel order of Hydraulic Press' }));
    expect(onCancel).toHaveBeenCalledWith(awaiting);
  });

  it('shows both statuses on the cards of a phone', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    renderList({ orders: [{ ...ORDERS[0]!, payment: testPayment(50, { method: 'bank-transfer', status: 'refund-due', amountPaid: 50 }), status: 'cancelled' }] });
    const card = within(screen.getByRole('list', { name: 'My orders' })).getByRole('listitem');
    expect(card).toHaveTextContent('Cancelled');
    expect(card).toHaveTextContent('Refund due');
  });
});

describe('My Orders list on a phone', () => {
  it('shows each order as a card, with Cancel while pending', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    const { onCancel } = renderList({ orders: ORDERS });

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'My orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Angle Grinder');
    expect(cards[0]).toHaveTextContent('4 units · ৳50');
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.setup().click(within(cards[0]!).getByRole('button', { name: 'Cancel order of Angle Grinder' }));
    expect(onCancel).toHaveBeenCalledWith(ORDERS[0]);
  });
});

describe('orderFromDocument', () => {
  const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

  it('turns Firestore timestamps into ISO dates and drops server-only fields', () => {
    const { id: _id, createdAt, updatedAt, ...fields } = ORDERS[0]!;
    const [parsed] = orderFromDocument('o2', {
      ...fields,
      idempotencyKey: 'key-123456',
      requestHash: 'abc',
      createdAt: timestamp(createdAt),
      updatedAt: timestamp(updatedAt),
    });
    expect(parsed).toEqual(ORDERS[0]);
  });

  it("leaves out a document still in the first release's one-tool shape (npm run migrate moves those to lines)", () => {
    const { id: _id, lines, toolIds: _toolIds, history: _history, createdAt, updatedAt, ...fields } = ORDERS[1]!;
    const oneTool = { toolId: lines[0]!.toolId, toolname: lines[0]!.toolname, quantity: lines[0]!.quantity, unitPrice: lines[0]!.unitPrice };
    expect(orderFromDocument('o1', { ...fields, ...oneTool, createdAt: timestamp(createdAt), updatedAt: timestamp(updatedAt) })).toEqual([]);
  });

  it('leaves out a document that is not an order', () => {
    expect(orderFromDocument('x', { uid: 'customer-uid', status: 'lost' })).toEqual([]);
  });
});
