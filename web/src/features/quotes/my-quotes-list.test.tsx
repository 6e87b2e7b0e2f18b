import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote } from '@store/contract/quote';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders } from '../../test/render';
import { MyQuotesList } from './my-quotes-list';

const DAY = 86_400_000;
const quote = (id: string, fields: Partial<Quote>): Quote => ({
  id,
  uid: 'customer-uid',
  email: 'customer@example.com',
  lines: [{ toolId: 'drill', toolname: 'Cordless Drill', quantity: 300 }],
  currency: 'BDT',
  status: 'requested',
  history: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...fields,
});

const quoted = quote('q-quoted', {
  status: 'quoted',
  lines: [{ toolId: 'drill', toolname: 'Cordless Drill', quantity: 300, unitPrice: 9.5, lineTotal: 2850 }],
  total: 2850,
  expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
});
const lapsed = { ...quoted, id: 'q-lapsed', expiresAt: new Date(Date.now() - DAY).toISOString() };
const declined = quote('q-declined', { status: 'declined', reason: 'We no longer make this tool.' });
const accepted = { ...quoted, id: 'q-accepted', status: 'accepted' as const, orderId: 'order-7' };

function renderList(props: Partial<Parameters<typeof MyQuotesList>[0]>) {
  const handlers = { onRetry: vi.fn(), onAccept: vi.fn(), onWithdraw: vi.fn() };
  renderWithProviders(<MyQuotesList quotes={undefined} error={undefined} {...handlers} {...props} />);
  return handlers;
}

describe('My Quotes list', () => {
  it('shows skeletons while loading', () => {
    renderList({});
    expect(screen.getAllByTestId('quote-skeleton')).toHaveLength(2);
  });

  it('says there are no quotes yet and where to ask for one', () => {
    renderList({ quotes: [] });
    expect(screen.getByText(/You have not asked for a quote yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tools' })).toHaveAttribute('href', '/tools');
  });

  it('shows a failed load with Retry', async () => {
    const { onRetry } = renderList({ error: new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows each quote with its status, prices and expiry; Accept while quoted and unexpired, Withdraw until answered for good', async () => {
    const { onAccept, onWithdraw } = renderList({ quotes: [quote('q-requested', { message: 'For March.' }), quoted, lapsed, declined, accepted] });
    const cards = within(screen.getByRole('list', { name: 'My quotes' })).getAllByRole('article');
    const [requestedCard, quotedCard, lapsedCard, declinedCard, acceptedCard] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(requestedCard).toHaveTextContent('Requested');
    expect(requestedCard).toHaveTextContent('For March.');
    expect(within(requestedCard).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    expect(within(quotedCard).getByRole('row', { name: /Cordless Drill/ })).toHaveTextContent(/^Cordless Drill.*300৳9\.50৳2,850$/);
    expect(quotedCard).toHaveTextContent('Total ৳2,850');
    expect(quotedCard).toHaveTextContent(/Valid until/);
    await userEvent.setup().click(within(quotedCard).getByRole('button', { name: 'Accept quote q-quoted' }));
    expect(onAccept).toHaveBeenCalledWith(quoted);

    expect(lapsedCard).toHaveTextContent('Expired');
    expect(within(lapsedCard).queryByRole('button')).not.toBeInTheDocument();

    expect(declinedCard).toHaveTextContent('Declined: We no longer make this tool.');
    expect(within(declinedCard).queryByRole('button')).not.toBeInTheDocument();

    expect(within(acceptedCard).getByRole('link', { name: 'order order-7' })).toHaveAttribute('href', '/dashboard/orders/order-7');

    await userEvent.setup().click(within(requestedCard).getByRole('button', { name: 'Withdraw quote q-requested' }));
    expect(onWithdraw).toHaveBeenCalled();
  });
});
